import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderAccessQuerySchema,
  placeOrderBodySchema,
  quoteBodySchema,
} from '../../../shared/schemas/checkout.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { AppError, notFound } from '../../http/errors.js';
import type { AuthService } from '../auth/service.js';
import { readSessionToken } from '../auth/session-cookie.js';
import { readCartSession } from '../cart/session-cookie.js';
import { accessHash, type CheckoutService } from './checkout-service.js';
import type { OrderReads } from './order-reads.js';

export interface OrderRoutesOptions {
  checkout: CheckoutService;
  reads: OrderReads;
  auth: AuthService;
}

/** Checkout, and a shopper's own orders (DESIGN.md §5: nobody sees another's). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { checkout, reads, auth },
) => {
  const signedIn = (request: Parameters<typeof readSessionToken>[0]) =>
    auth.currentUser(readSessionToken(request));

  app.post('/api/checkout/quote', { schema: { body: quoteBodySchema } }, (request) =>
    checkout.quote(readCartSession(request), request.body.couponCode),
  );

  app.post('/api/orders', { schema: { body: placeOrderBodySchema } }, async (request, reply) => {
    const user = await signedIn(request);
    const placed = await checkout.placeOrder(readCartSession(request), user?.id ?? null, request.body);
    return reply.status(201).send(placed);
  });

  app.get('/api/orders', async (request, reply) => {
    const user = await signedIn(request);
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your orders.');
    reply.header('cache-control', 'no-store');
    return { orders: await reads.forUser(user.id) };
  });

  /**
   * One order, for its owner or whoever holds its access key (the guest's link). Any other caller,
   * or an unknown id, gets the same 404: an order's existence is not given away.
   */
  app.get(
    '/api/orders/:id',
    { schema: { params: idParamsSchema, querystring: orderAccessQuerySchema } },
    async (request, reply) => {
      const found = await reads.detail(request.params.id);
      const { key } = request.query;
      const byKey = found !== undefined && key !== undefined && found.accessHash === accessHash(key);
      const byOwner = found?.userId != null && found.userId === (await signedIn(request))?.id;
      if (!found || !(byKey || byOwner)) throw notFound('Order not found');
      reply.header('cache-control', 'no-store');
      return found.order;
    },
  );
};
