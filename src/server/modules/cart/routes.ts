import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_ACTIONS, PATHS } from '../../../shared/routes.js';
import { AppError } from '../../http/errors.js';
import { addCartItemBodySchema, updateCartItemBodySchema } from '../../../shared/schemas/cart.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { serve } from '../../http/endpoint-routes.js';
import { ensureCartSession, readCartSession } from './session-cookie.js';
import type { CartService } from './service.js';

export interface CartRoutesOptions {
  cart: CartService;
  secureCookies: boolean;
}

/**
 * Add to Cart without JavaScript (issue 9 §6): the product page's form posts here, and the shopper
 * lands on the cart, told by an error code when the item could not be added (cart-page.tsx words it).
 */
const addToCartForm: FastifyPluginAsync<CartRoutesOptions> = async (app, { cart, secureCookies }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(FORM_ACTIONS.addToCart, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const parsed = addCartItemBodySchema.safeParse({
      productId: form.get('productId') ?? '',
      quantity: Number(form.get('quantity') ?? '1'),
    });
    reply.header('cache-control', 'no-store');
    if (!parsed.success) return reply.redirect(`${PATHS.cart}?problem=invalid`, 303);
    try {
      const session = ensureCartSession(request, reply, secureCookies);
      await cart.add(session, parsed.data.productId, parsed.data.quantity);
      return reply.redirect(PATHS.cart, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.redirect(`${PATHS.cart}?problem=${encodeURIComponent(error.code)}`, 303);
    }
  });
};

/** Every answer is the whole cart, so the page updates from one round trip. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, options) => {
  const { cart, secureCookies } = options;
  await app.register(addToCartForm, options);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, 'getCart', (_input, request) => cart.get(readCartSession(request)));

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
