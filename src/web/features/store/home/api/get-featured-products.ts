import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const featuredProductsQuery = queryOptions({
  queryKey: queryKeys.products.featured(),
  queryFn: endpointQueryFn('featuredProducts', {}),
});

export const useFeaturedProducts = () => useQuery(featuredProductsQuery);
