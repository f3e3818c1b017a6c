import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopProduct } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: () => api<ShopProduct>('GET', `/api/products/${encodeURIComponent(id)}`),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
