import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminOrdersQuery, OrderUpdate } from '@shared/schemas/orders';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { adminQueryNotices, useAdminMutation } from '@web/admin-kit/admin-api';

/** One page of the admin's order list, with the tabs' counts; the page shown stays while the next loads. */
export const adminOrdersQuery = (query: AdminOrdersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.orderList(query),
    queryFn: endpointQueryFn('listAdminOrders', { query }),
    meta: adminQueryNotices,
    placeholderData: keepPreviousData,
  });

/** One order with its lines (the details dialog). */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.order(id),
    queryFn: endpointQueryFn('getAdminOrder', { params: { id } }),
  });

const ORDER_KEYS = [queryKeys.admin.orders, queryKeys.admin.dashboard];

export const useUpdateOrder = () =>
  useAdminMutation({
    mutationFn: ({ id, update }: { id: string; update: OrderUpdate }) =>
      httpTransport('updateOrder', { params: { id }, body: update }),
    invalidates: ORDER_KEYS,
    success: () => 'Order updated successfully',
  });

export const useDeleteOrder = () =>
  useAdminMutation({
    mutationFn: (id: string) => httpTransport('deleteOrder', { params: { id } }),
    invalidates: ORDER_KEYS,
    success: () => 'Order deleted successfully',
  });
