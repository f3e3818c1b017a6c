import type { AddCartItemBody, Cart } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { useCartMutation } from './cart-mutation';

export const useAddToCart = () =>
  useCartMutation((body: AddCartItemBody) => api<Cart>('POST', '/api/cart/items', body), {
    success: 'Added to cart',
    failure: 'Failed to add to cart',
  });
