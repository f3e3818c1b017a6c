import type { ProductListQuery } from '@shared/schemas/catalog';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { productPagesQuery } from '@web/lib/product-pages';

export type ListingParams = Omit<ProductListQuery, 'page' | 'cursor'>;

export const productsQuery = (params: ListingParams, from?: string) =>
  productPagesQuery(
    queryKeys.products.list(params, from),
    (cursor) => endpointQueryFn('listProducts', { query: { ...params, cursor } }),
    from,
  );
