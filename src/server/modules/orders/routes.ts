import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { AppError } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import { type AuthService, readSessionToken } from '../auth/index.js';
import { readCartSession } from '../cart/index.js';
import type { RequestLimits } from '../limits/index.js';
import type { CheckoutService } from './checkout-service.js';
import type { ShopperOrders } from './shopper-orders.js';

export interface OrderRoutesOptions {
  checkout: CheckoutService;
  orders: ShopperOrders;
  auth: AuthService;
  limits: RequestLimits;
  publicUrl: string | undefined;
}

/** Checkout, and a shopper's own orders (docs/design.md §5: nobody sees another's). */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  app,
  { checkout, orders, auth, limits, publicUrl },
) => {
  const signedIn = (request: FastifyRequest) => auth.currentUser(readSessionToken(request));

  /** A quote naming a coupon counts as a guess at a code, unless the shop takes the code. */
  serve(app, 'quoteCheckout', async ({ body }, request) => {
    const session = readCartSession(request);
    const guess = body.couponCode
      ? await limits.take('couponTries', { address: request.ip, session })
      : undefined;
    const quote = await checkout.quote(session, body.couponCode, body.deliveryMethod);
    if (guess && quote.coupon) await guess.giveBack();
    return quote;
  });

  serve(app, 'placeOrder', async ({ body }, request) => {
    const user = await signedIn(request);
    const session = readCartSession(request);
    const subjects = { address: request.ip, session: user?.id ?? session };
    return checkout.placeOrder(session, user?.id ?? null, body, publicOrigin(publicUrl, request), {
      refuseSpent: () => limits.refuseSpent('orders', subjects),
      take: (trx) => limits.take('orders', subjects, trx),
    });
  });

  serve(app, 'listMyOrders', async (_input, request) => {
    const user = await signedIn(request);
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your orders.');
    return { orders: await orders.ofUser(user.id) };
  });

  serve(app, 'getOrder', async ({ params, query }, request) => {
    const user = await signedIn(request);
    return orders.page(params.id, { key: query.key, userId: user?.id });
  });

  serve(app, 'getOrderDocument', async ({ params, query }, request) => {
    const user = await signedIn(request);
    return orders.document(params.id, params.documentId, { key: query.key, userId: user?.id });
  });
};
