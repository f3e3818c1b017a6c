import type { FastifyPluginAsync } from 'fastify';
import { FORM_ACTIONS, PATHS } from '../../../shared/routes.js';
import { AppError } from '../../http/errors.js';
import { addCartItemBodySchema } from '../../../shared/schemas/cart.js';
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
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, options) => {
  const { cart, secureCookies } = options;
  await app.register(addToCartForm, options);

  serve(app, 'getCart', (_input, request) => cart.get(readCartSession(request)));

  serve(app, 'addCartItem', ({ body }, request, reply) =>
    cart.add(ensureCartSession(request, reply, secureCookies), body.productId, body.quantity),
  );
  serve(app, 'updateCartItem', ({ params, body }, request, reply) =>
    cart.setQuantity(ensureCartSession(request, reply, secureCookies), params.id, body.quantity),
  );
  serve(app, 'removeCartItem', ({ params }, request, reply) =>
    cart.remove(ensureCartSession(request, reply, secureCookies), params.id),
  );
  serve(app, 'clearCart', (_input, request, reply) =>
    cart.clear(ensureCartSession(request, reply, secureCookies)),
  );
};
