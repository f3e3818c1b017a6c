import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toaster';
import type { Cart } from '@shared/schemas/cart';
import { queryKeys } from '@web/lib/query-keys';

interface CartMessages<Variables> {
  /** docs/specification.md §8's success toast, when the action has one. */
  success?: string | ((variables: Variables) => string | undefined);
  failure: string;
}

/**
 * A cart change: the server answers with the whole cart, which replaces the cached one. Cart changes
 * run one at a time (one scope), so a slow answer can never overwrite a newer cart.
 */
export function useCartMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Cart>,
  messages: CartMessages<Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    scope: { id: 'cart' },
    onSuccess: (cart, variables) => {
      queryClient.setQueryData(queryKeys.cart, cart);
      const success = typeof messages.success === 'function' ? messages.success(variables) : messages.success;
      if (success) toast.success(success);
    },
    onError: (error) => {
      toast.error(messages.failure, { description: error.message });
      return queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
