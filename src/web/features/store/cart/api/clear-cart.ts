import { httpTransport } from '@web/lib/api-client';
import { useCartMutation } from '@web/api/cart-mutation';

export const useClearCart = () =>
  useCartMutation(() => httpTransport('clearCart', {}), {
    success: () => 'Cart cleared',
    failure: 'Failed to clear cart',
  });
