import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Cart } from '@shared/schemas/cart';
import { queryKeys } from '@web/lib/query-keys';

interface CartMessages {
  /** SPEC.md §8's success toast, when the action has one. */
  success?: string;
  failure: string;
}

/** A cart change: the server answers with the whole cart, which replaces the cached one. */
export function useCartMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Cart>,
  messages: CartMessages,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cart) => {
      queryClient.setQueryData(queryKeys.cart, cart);
      if (messages.success) toast.success(messages.success);
    },
    onError: (error) => {
      toast.error(messages.failure, { description: error.message });
      return queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
