import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { serve } from '../../http/endpoint-routes.js';
import { AppError, notFound } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { AuthService } from '../auth/service.js';
import type { RequestLimits } from '../limits/request-limits.js';
import { readSessionToken } from '../auth/session-cookie.js';
import { readCartSession } from '../cart/session-cookie.js';
import type { Payments } from '../payments/payments.js';
import { accessHash, type CheckoutService } from './checkout-service.js';
import { forShopper, orderDetail, ordersOfUser } from './order-reads.js';

export interface OrderRoutesOptions {
  db: Db;
  limits: RequestLimits;
  checkout: CheckoutService;
  payments: Payments;
  auth: AuthService;
  publicUrl: string | undefined;
}

/** Checkout, and a shopper's own orders (DESIGN.md §5: nobody sees another's). */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  app,
  { db, limits, checkout, payments, auth, publicUrl },
) => {
  const signedIn = (request: FastifyRequest) => auth.currentUser(readSessionToken(request));

  /** The order for its owner or whoever holds its key; the same 404 for anyone else. */
  async function openOrder(request: FastifyRequest, id: string, key: string | undefined) {
    const found = await orderDetail(db.kysely, id);
    const byKey = found !== undefined && key !== undefined && found.accessHash === accessHash(key);
    const byOwner = found?.userId != null && found.userId === (await signedIn(request))?.id;
    if (!found || !(byKey || byOwner)) throw notFound('Order not found');
    return found.order;
  }

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
    await limits.take('orders', { address: request.ip, session: user?.id ?? readCartSession(request) });
    return checkout.placeOrder(
      readCartSession(request),
      user?.id ?? null,
      body,
      publicOrigin(publicUrl, request),
    );
  });

  serve(app, 'listMyOrders', async (_input, request) => {
    const user = await signedIn(request);
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your orders.');
    return { orders: await ordersOfUser(db.kysely, user.id) };
  });

  /** Pay an unpaid order again, or by EFT instead: answers how the browser goes on to pay. */
  serve(app, 'payOrder', async ({ params, body }, request) => {
    const order = await openOrder(request, params.id, body.key);
    return payments.resume(order, body.method, publicOrigin(publicUrl, request));
  });

  /**
   * One order, for its owner or whoever holds its access key (the guest's link). Any other caller,
   * or an unknown id, gets the same 404: an order's existence is not given away.
   */
  serve(app, 'getOrder', async ({ params, query }, request) => {
    const order = await openOrder(request, params.id, query.key);
    return forShopper(order);
  });
};
