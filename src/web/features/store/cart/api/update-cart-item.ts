import { httpTransport } from '@web/lib/api-client';
import { useCartMutation } from '@web/api/cart-mutation';

export const useUpdateCartItem = () =>
  useCartMutation(
    ({ id, quantity }: { id: string; quantity: number }) =>
      httpTransport('updateCartItem', { params: { id }, body: { quantity } }),
    {
      // A quantity below 1 removes the line (docs/specification.md §4), so it says so.
      success: ({ quantity }) => (quantity < 1 ? 'Removed from cart' : undefined),
      failure: 'Failed to update quantity',
    },
  );
