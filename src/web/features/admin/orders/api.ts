import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '@shared/schemas/checkout';
import type { Order, OrderUpdate } from '@shared/schemas/orders';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from '../lib/admin-api';

export const adminOrdersQuery = queryOptions({
  queryKey: queryKeys.admin.orders,
  queryFn: async () => (await api<{ orders: Order[] }>('GET', '/api/admin/orders')).orders,
});

/** One order with its lines (the details dialog). */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.admin.orders, id],
    queryFn: () => api<OrderDetail>('GET', `/api/admin/orders/${id}`),
  });

const ORDER_KEYS = [queryKeys.admin.orders, queryKeys.admin.dashboard];

export const useUpdateOrder = () =>
  useAdminMutation({
    mutationFn: ({ id, update }: { id: string; update: OrderUpdate }) =>
      api<Order>('PATCH', `/api/admin/orders/${id}`, update),
    invalidates: ORDER_KEYS,
    success: () => 'Order updated successfully',
  });

export const useDeleteOrder = () =>
  useAdminMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/admin/orders/${id}`),
    invalidates: ORDER_KEYS,
    success: () => 'Order deleted successfully',
  });
