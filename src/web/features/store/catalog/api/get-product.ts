import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: () => api<Product>('GET', `/api/products/${encodeURIComponent(id)}`),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
