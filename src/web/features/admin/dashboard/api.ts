import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminUsersQuery } from '@shared/schemas/auth';
import type { Role } from '@shared/constants';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { adminQueryNotices, useAdminMutation } from '@web/admin-kit/admin-api';

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.admin.dashboard,
  queryFn: endpointQueryFn('getDashboard', {}),
  meta: adminQueryNotices,
});

/** What the shop still needs to trade for real: the dashboard's setup checklist. */
export const setupChecklistQuery = queryOptions({
  queryKey: queryKeys.admin.setup,
  queryFn: endpointQueryFn('getSetupChecklist', {}),
  meta: adminQueryNotices,
});

/** Orders and sales per day for the chart. */
export const dailySalesQuery = queryOptions({
  queryKey: queryKeys.admin.dailySales,
  queryFn: endpointQueryFn('getDailySales', {}),
  meta: adminQueryNotices,
});

/** One page of the users; the page shown stays while the next one loads. */
export const usersQuery = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.userList(query),
    queryFn: endpointQueryFn('listUsers', { query }),
    meta: adminQueryNotices,
    placeholderData: keepPreviousData,
  });

export const useSetRole = () =>
  useAdminMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      httpTransport('setUserRole', { params: { id: userId }, body: { role } }),
    // The admin may have changed their own role: the session (and the gate) must hear of it.
    invalidates: [queryKeys.admin.users, queryKeys.session],
    success: () => ({ title: 'Role Updated', description: 'User role has been updated successfully.' }),
  });
