import { httpTransport } from '@web/lib/api-client';
import { useCartMutation } from '@web/api/cart-mutation';

export const useRemoveCartItem = () =>
  useCartMutation((id: string) => httpTransport('removeCartItem', { params: { id } }), {
    success: () => 'Removed from cart',
    failure: 'Failed to remove item',
  });
