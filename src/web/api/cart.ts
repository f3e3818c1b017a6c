import { queryOptions, useQuery } from '@tanstack/react-query';
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
