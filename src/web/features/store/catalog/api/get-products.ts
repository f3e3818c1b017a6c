import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '@shared/schemas/catalog';
import { queryKeys } from '@web/lib/query-keys';
import { productPagesQuery } from './product-pages';

export type ListingParams = Omit<ProductListQuery, 'page' | 'cursor'>;

export const productsQuery = (params: ListingParams) =>
  productPagesQuery(queryKeys.products.list(params), '/api/products', params);

export const useProducts = (params: ListingParams) => useInfiniteQuery(productsQuery(params));
