import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopProduct } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const relatedProductsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.related(id),
    queryFn: () => api<ShopProduct[]>('GET', `/api/products/${encodeURIComponent(id)}/related`),
  });

export const useRelatedProducts = (id: string) => useQuery(relatedProductsQuery(id));
