import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/schemas/cart';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';
import { cartChanged } from './cart';

interface CartNotices<Variables> {
  /** docs/specification.md §8's success notice, when the change has one. */
  success?: (variables: Variables) => string | undefined;
  failure: string;
}

/**
 * A cart change: the server answers with the whole cart, which replaces the cached one. Cart changes
 * run one at a time (one scope), so a slow answer can never overwrite a newer cart.
 */
export function useCartMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Cart>,
  notices: CartNotices<Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    scope: { id: 'cart' },
    meta: { success: notices.success, failure: titledFailure(notices.failure) },
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart, cart),
    onError: () => cartChanged(queryClient),
  });
}
