import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '@shared/schemas/checkout';
import type { Order } from '@shared/schemas/orders';
import { api, queryString } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const myOrdersQuery = queryOptions({
  queryKey: queryKeys.orders.mine,
  queryFn: async () => (await api<{ orders: Order[] }>('GET', '/api/orders')).orders,
});

/** One order: its owner's session, or the guest's access key, opens it. */
export const orderQuery = (id: string, key: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => api<OrderDetail>('GET', `/api/orders/${encodeURIComponent(id)}${queryString({ key })}`),
    retry: false,
  });
