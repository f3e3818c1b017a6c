import type { SearchQuery } from '@shared/schemas/catalog';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { productPagesQuery } from '@web/lib/product-pages';

export type SearchParams = Omit<SearchQuery, 'page' | 'cursor'>;

export const searchQuery = (params: SearchParams, from?: string) =>
  productPagesQuery(
    queryKeys.products.search(params, from),
    (cursor) => endpointQueryFn('searchProducts', { query: { ...params, cursor } }),
    from,
  );
