import { type QueryClient, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: endpointQueryFn('getCart', {}),
  // The header and the cart page both read it: one notice.
  meta: { failure: titledFailure('Failed to load cart', { id: 'cart-load' }) },
});

export const useCart = () => useQuery(cartQuery);

/**
 * The cart changed on the server (an order placed, a change that failed): it is read again where
 * it is shown, and a count the page came with is forgotten, so the header reads the cart too.
 */
export function cartChanged(queryClient: QueryClient) {
  void queryClient.resetQueries({ queryKey: queryKeys.cartCount, exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
}

/**
 * The header's count: the cart's once it is loaded; on a shared page answered with the visitor's
 * parts joined in, the count it came with until then, so such a page does not fetch the cart to
 * show it (docs/decisions/0029).
 */
export function useCartCount(): number {
  const joined = useQuery<number>({ queryKey: queryKeys.cartCount, queryFn: skipToken }).data;
  const cart = useQuery({ ...cartQuery, enabled: joined === undefined }).data;
  return cart?.itemCount ?? joined ?? 0;
}
