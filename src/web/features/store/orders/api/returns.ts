import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequestBody } from '@shared/schemas/returns';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';

/**
 * An order's returns and what of it may still be returned, opened as the order is (the owner's
 * session, or the guest's key). A failure shows nothing: the order's page stands without them.
 */
export const orderReturnsQuery = (id: string, key: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.orders.returns(id),
    queryFn: endpointQueryFn('getOrderReturns', { params: { id }, query: { key } }),
  });

/** Whether the order's page has anything to say of returns: it was delivered, or some were asked for. */
export const hasReturns = (answer: OrderReturns | undefined): answer is OrderReturns =>
  answer !== undefined && (answer.returnable !== null || answer.returns.length > 0);

/**
 * Request return: the guest's key goes in the body. Whatever the answer, the order and its returns
 * are read again: a refusal (window closed, items asked back meanwhile) means the page was out of date.
 */
export function useRequestReturn(orderId: string, key: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ReturnRequestBody, 'key'>) =>
      httpTransport('requestReturn', { params: { id: orderId }, body: { ...body, key } }),
    meta: { failure: titledFailure('Could not request your return') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) }),
  });
}
