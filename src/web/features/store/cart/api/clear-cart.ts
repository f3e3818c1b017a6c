import type { Cart } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { useCartMutation } from './cart-mutation';

export const useClearCart = () =>
  useCartMutation(() => api<Cart>('DELETE', '/api/cart'), {
    success: 'Cart cleared',
    failure: 'Failed to clear cart',
  });
