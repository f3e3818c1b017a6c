import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemBodySchema, updateCartItemBodySchema } from '../../../shared/schemas/cart.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { ensureCartSession, readCartSession } from './session-cookie.js';
import type { CartService } from './service.js';

export interface CartRoutesOptions {
  cart: CartService;
  secureCookies: boolean;
}

/** Every answer is the whole cart, so the page updates from one round trip. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { cart, secureCookies }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/cart', (request) => cart.get(readCartSession(request)));

  app.post('/api/cart/items', { schema: { body: addCartItemBodySchema } }, (request, reply) => {
    const session = ensureCartSession(request, reply, secureCookies);
    return cart.add(session, request.body.productId, request.body.quantity);
  });

  app.patch(
    '/api/cart/items/:id',
    { schema: { params: idParamsSchema, body: updateCartItemBodySchema } },
    (request, reply) => {
      const session = ensureCartSession(request, reply, secureCookies);
      return cart.setQuantity(session, request.params.id, request.body.quantity);
    },
  );

  app.delete('/api/cart/items/:id', { schema: { params: idParamsSchema } }, (request, reply) => {
    const session = ensureCartSession(request, reply, secureCookies);
    return cart.remove(session, request.params.id);
  });

  app.delete('/api/cart', (request, reply) => {
    const session = ensureCartSession(request, reply, secureCookies);
    return cart.clear(session);
  });
};
