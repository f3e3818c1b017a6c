import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage, SearchQuery } from '@shared/schemas/catalog';
import { api, queryString } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type SearchParams = Omit<SearchQuery, 'page' | 'cursor'>;

export const searchQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.search(params),
    queryFn: ({ pageParam }) =>
      api<ProductPage>('GET', `/api/search${queryString({ ...params, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useSearchProducts = (params: SearchParams, enabled: boolean) =>
  useInfiniteQuery({ ...searchQuery(params), enabled });
