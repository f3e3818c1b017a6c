import type { FastifyPluginAsync } from 'fastify';
import {
  CART_PROBLEMS,
  type CartProblem,
  PATHS,
  cartLineAnchor,
  cartWithProblem,
} from '../../../shared/routes.js';
import { AppError, notFound } from '../../http/errors.js';
import { addCartItemBodySchema, changeCartLineFormSchema } from '../../../shared/schemas/cart.js';
import { serve } from '../../http/endpoint-routes.js';
import { ensureCartSession, readCartSession } from './session-cookie.js';
import type { CartService } from './cart-service.js';

export interface CartRoutesOptions {
  cart: CartService;
  secureCookies: boolean;
}

/**
 * Where a form posted without JavaScript lands: the cart (at `landing` on it), or the cart with the
 * error code that stopped the change under `problem`.
 */
async function cartAfter(
  problem: CartProblem,
  change: () => Promise<unknown>,
  landing = '',
): Promise<string> {
  try {
    await change();
    return `${PATHS.cart}${landing}`;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return cartWithProblem(problem, error.code);
  }
}

/** Every answer is the whole cart, so the page updates from one round trip. */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, options) => {
  const { cart, secureCookies } = options;

  /**
   * Add to Cart without JavaScript (docs/decisions/0011): the product page's form posts here, and
   * the shopper lands on the cart, told by an error code when the item could not be added (the cart
   * page words it).
   */
  serve(
    app,
    'addToCartForm',
    async ({ form }, request, reply) => {
      const fields = new URLSearchParams(form);
      const parsed = addCartItemBodySchema.safeParse({
        productId: fields.get('productId') ?? '',
        variantId: fields.get('variantId') || undefined,
        quantity: Number(fields.get('quantity') ?? '1'),
      });
      if (!parsed.success) return cartWithProblem(CART_PROBLEMS.added, 'validation_error');
      const { productId, quantity, variantId } = parsed.data;
      return cartAfter(CART_PROBLEMS.added, () =>
        cart.add(ensureCartSession(request, reply, secureCookies), productId, quantity, variantId),
      );
    },
    { bodyLimit: 4 * 1024 },
  );

  /**
   * The cart page's − / + and remove without JavaScript: each posts the line and the quantity it
   * asks for (0 removes the line), and the shopper lands on the cart again, told by an error code
   * when nothing changed.
   */
  serve(
    app,
    'changeCartLineForm',
    async ({ form }, request) => {
      const fields = new URLSearchParams(form);
      // Digits only: no quantity (or '-0', '1e0', '0x1') is not a quantity, and removes nothing.
      const quantity = fields.get('quantity') ?? '';
      const parsed = changeCartLineFormSchema.safeParse({
        lineId: fields.get('lineId') ?? '',
        quantity: /^\d+$/.test(quantity) ? Number(quantity) : Number.NaN,
      });
      if (!parsed.success) return cartWithProblem(CART_PROBLEMS.changed, 'validation_error');
      const { lineId, quantity: asked } = parsed.data;
      return cartAfter(
        CART_PROBLEMS.changed,
        async () => {
          // No cart, no line: a post without the cart's cookie starts no cart.
          const session = readCartSession(request);
          if (!session) throw notFound('This item is not in your cart');
          return cart.setQuantity(session, lineId, asked);
        },
        // Back at the line (unless it went): the page scrolls to it, and the keyboard goes on from there.
        asked > 0 ? `#${cartLineAnchor(lineId)}` : '',
      );
    },
    { bodyLimit: 4 * 1024 },
  );

  serve(app, 'getCart', (_input, request) => cart.get(readCartSession(request)));

  serve(app, 'addCartItem', ({ body }, request, reply) =>
    cart.add(ensureCartSession(request, reply, secureCookies), body.productId, body.quantity, body.variantId),
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
