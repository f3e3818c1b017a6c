import { queryOptions } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: endpointQueryFn('getProduct', { params: { id } }),
  });
