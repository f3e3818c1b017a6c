import type { Cart } from '@shared/schemas/cart';
import { api } from '@web/lib/api-client';
import { useCartMutation } from './cart-mutation';

export const useUpdateCartItem = () =>
  useCartMutation(
    ({ id, quantity }: { id: string; quantity: number }) =>
      api<Cart>('PATCH', `/api/cart/items/${encodeURIComponent(id)}`, { quantity }),
    { failure: 'Failed to update quantity' },
  );
