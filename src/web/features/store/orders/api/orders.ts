import { queryOptions } from '@tanstack/react-query';
import type { EndpointResponse } from '@shared/api/endpoints';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myOrdersQuery = queryOptions({
  queryKey: queryKeys.orders.mine,
  queryFn: endpointQueryFn('listMyOrders', {}),
  select: ({ orders }: EndpointResponse<'listMyOrders'>) => orders,
});

/** One order: its owner's session, or the guest's access key, opens it. */
export const orderQuery = (id: string, key: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: endpointQueryFn('getOrder', { params: { id }, query: { key } }),
    retry: false,
  });
