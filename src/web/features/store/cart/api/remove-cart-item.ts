import type { Cart } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { useCartMutation } from './cart-mutation';

export const useRemoveCartItem = () =>
  useCartMutation((id: string) => api<Cart>('DELETE', `/api/cart/items/${encodeURIComponent(id)}`), {
    success: 'Removed from cart',
    failure: 'Failed to remove item',
  });
