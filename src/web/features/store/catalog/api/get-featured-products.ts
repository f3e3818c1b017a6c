import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopProduct } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const featuredProductsQuery = queryOptions({
  queryKey: queryKeys.products.featured(),
  queryFn: () => api<ShopProduct[]>('GET', '/api/products/featured'),
});

export const useFeaturedProducts = () => useQuery(featuredProductsQuery);
