import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { publicOrigin } from '../../http/public-origin.js';
import { type AuthService, readSessionToken } from '../auth/index.js';
import type { ShopperOrders } from '../orders/index.js';
import type { Payments } from './payments.js';

/** Paying an order: again, or by EFT instead; and PayFast's notifications. */
export const paymentRoutes: FastifyPluginAsync<{
  payments: Payments;
  orders: ShopperOrders;
  auth: AuthService;
  publicUrl: string | undefined;
}> = async (app, { payments, orders, auth, publicUrl }) => {
  /** Pay an unpaid order again, or by EFT instead: answers how the browser goes on to pay. */
  serve(app, 'payOrder', async ({ params, body }, request) => {
    const user = await auth.currentUser(readSessionToken(request));
    const order = await orders.open(params.id, { key: body.key, userId: user?.id });
    return payments.resume(order, body.method, publicOrigin(publicUrl, request));
  });

  /**
   * PayFast's notification (ITN): a form post from PayFast's servers. It is kept, then answered 200
   * at once, as PayFast asks; the checks and the change follow, and a refused notification is
   * logged. Should keeping it fail, the error answer makes PayFast send it again.
   */
  serve(
    app,
    'payfastNotification',
    async ({ form }, request) => {
      await payments.notifications.accept(form, request.ip, publicOrigin(publicUrl, request));
    },
    { bodyLimit: 16 * 1024 },
  );
};
