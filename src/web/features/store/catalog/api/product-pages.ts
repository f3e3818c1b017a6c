import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/catalog';
import { api, queryString } from '@web/lib/api-client';

/** A paged product listing: each next page continues from the previous page's cursor. */
export const productPagesQuery = <Key extends QueryKey>(
  queryKey: Key,
  path: string,
  params: Record<string, string | number | undefined>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api<ProductPage>('GET', `${path}${queryString({ ...params, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
