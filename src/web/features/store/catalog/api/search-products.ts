import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchQuery } from '@shared/schemas/catalog';
import { queryKeys } from '@web/lib/query-keys';
import { productPagesQuery } from './product-pages';

export type SearchParams = Omit<SearchQuery, 'page' | 'cursor'>;

export const searchQuery = (params: SearchParams) =>
  productPagesQuery(queryKeys.products.search(params), '/api/search', params);

export const useSearchProducts = (params: SearchParams, enabled: boolean) =>
  useInfiniteQuery({ ...searchQuery(params), enabled });
