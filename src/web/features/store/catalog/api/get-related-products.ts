import { queryOptions } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const relatedProductsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.related(id),
    queryFn: endpointQueryFn('relatedProducts', { params: { id } }),
  });
