import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const featuredProductsQuery = queryOptions({
  queryKey: queryKeys.products.featured(),
  queryFn: () => api<Product[]>('GET', '/api/products/featured'),
});

export const useFeaturedProducts = () => useQuery(featuredProductsQuery);
