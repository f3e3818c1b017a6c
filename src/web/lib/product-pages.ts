import { type QueryClient, type QueryKey, infiniteQueryOptions } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/catalog';

type PageQueryFn = (cursor: string | undefined) => (context: { client: QueryClient }) => Promise<ProductPage>;

/**
 * A paged product listing: each next page continues from the previous page's cursor; the first
 * starts at `from` when the address names one.
 */
export const productPagesQuery = <Key extends QueryKey>(queryKey: Key, page: PageQueryFn, from?: string) =>
  infiniteQueryOptions({
    queryKey,
    // The first page's param comes back as null from the server's dehydrated cache (JSON).
    queryFn: ({ pageParam, client }) => page(pageParam ?? undefined)({ client }),
    initialPageParam: from as string | null | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Where a listing starts: the cursor in its address, set by the Load More link without JavaScript. */
export const listingStart = (params: URLSearchParams) => params.get('cursor') || undefined;
