import { queryOptions } from '@tanstack/react-query';
import type { RefundBody } from '@shared/schemas/returns';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { adminQueryNotices, useAdminMutation } from './admin-api';
import { REFUND_WORDING } from './refund-rules';

/** An order's refunds made, with their credit notes' numbers. */
export const orderRefundsQuery = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orderRefunds(orderId),
    queryFn: endpointQueryFn('listOrderRefunds', { params: { id: orderId } }),
    meta: adminQueryNotices,
  });

/**
 * Refunds an order, for a return or to cancel it: the order (its payment, its refunds), the returns
 * and the dashboard's figures follow; a cancelled order's stock came back, so the products do too.
 */
export const useRefundOrder = () =>
  useAdminMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RefundBody }) =>
      httpTransport('refundOrder', { params: { id: orderId }, body }),
    invalidates: [
      queryKeys.admin.orders,
      queryKeys.admin.returns,
      queryKeys.admin.dashboard,
      queryKeys.admin.products,
    ],
    success: ({ body }) =>
      body.cancel
        ? 'Order refunded and cancelled'
        : body.bankReference
          ? 'Refund recorded'
          : 'Refunded through PayFast',
    wording: REFUND_WORDING,
  });
