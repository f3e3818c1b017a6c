import type { AddCartItemBody } from '@shared/schemas/cart';
import { httpTransport } from '@web/lib/api-client';
import { useCartMutation } from './cart-mutation';

export const useAddToCart = () =>
  useCartMutation((body: AddCartItemBody) => httpTransport('addCartItem', { body }), {
    success: () => 'Added to cart',
    failure: 'Failed to add to cart',
  });
