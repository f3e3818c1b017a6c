import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { Payments } from './payments.js';

/**
 * PayFast's notification (ITN): a form post from PayFast's servers. It is kept, then answered 200 at
 * once, as PayFast asks; the checks and the change follow, and a refused notification is logged.
 * Should keeping it fail, the error answer makes PayFast send it again.
 */
export const paymentRoutes: FastifyPluginAsync<{
  payments: Payments;
  publicUrl: string | undefined;
}> = async (app, { payments, publicUrl }) => {
  serve(
    app,
    'payfastNotification',
    async ({ form }, request) => {
      await payments.notifications.accept(form, request.ip, publicOrigin(publicUrl, request));
    },
    { bodyLimit: 16 * 1024 },
  );
};
