import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/components/ui/toaster';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: endpointQueryFn('getCart', {}),
});

export function useCart() {
  const query = useQuery(cartQuery);
  useEffect(() => {
    if (query.isError)
      toast.error('Failed to load cart', { description: query.error.message, id: 'cart-load' });
  }, [query.isError, query.error]);
  return query;
}
