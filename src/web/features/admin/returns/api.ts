import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminReturnsQuery,
  returnDecisionBodySchema,
  returnReceivedBodySchema,
} from '@shared/schemas/returns';
import { adminQueryNotices, useAdminMutation } from '@web/admin-kit/admin-api';
import { RETURN_CHANGED } from '@web/admin-kit/refund-rules';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One page of the Returns screen, with the tabs' counts; the page shown stays while the next loads. */
export const adminReturnsQuery = (query: AdminReturnsQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.returnList(query),
    queryFn: endpointQueryFn('listAdminReturns', { query }),
    meta: adminQueryNotices,
    placeholderData: keepPreviousData,
  });

/** One return with its lines and refunds (the details dialog). */
export const adminReturnQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.returnDetail(id),
    queryFn: endpointQueryFn('getAdminReturn', { params: { id } }),
    meta: adminQueryNotices,
  });

/** A step moved the return on: its lists and itself, and its order (its timeline records the step). */
const RETURN_KEYS = [queryKeys.admin.returns, queryKeys.admin.orders, queryKeys.admin.dashboard];

export const useDecideReturn = () =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: z.output<typeof returnDecisionBodySchema> }) =>
      httpTransport('decideReturn', { params: { id }, body }),
    invalidates: RETURN_KEYS,
    success: ({ body }) =>
      body.decision === 'authorise'
        ? 'Return authorised: the customer has been emailed'
        : 'Return declined: the customer has been emailed',
    wording: { return_changed: RETURN_CHANGED },
  });

/** The items arrived; those put back into stock change the products' stock. */
export const useReceiveReturn = () =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: z.output<typeof returnReceivedBodySchema> }) =>
      httpTransport('receiveReturn', { params: { id }, body }),
    invalidates: [...RETURN_KEYS, queryKeys.admin.products],
    success: () => 'Return marked received',
    wording: { return_changed: RETURN_CHANGED },
  });
