import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListQuery, ProductPage } from '@shared/schemas/catalog';
import { api, queryString } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type ListingParams = Omit<ProductListQuery, 'page' | 'cursor'>;

export const productsQuery = (params: ListingParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ pageParam }) =>
      api<ProductPage>('GET', `/api/products${queryString({ ...params, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useProducts = (params: ListingParams) => useInfiniteQuery(productsQuery(params));
