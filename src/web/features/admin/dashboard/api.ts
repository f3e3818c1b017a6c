import { queryOptions } from '@tanstack/react-query';
import type { EndpointResponse } from '@shared/api/endpoints';
import type { Role } from '@shared/constants';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from '../lib/admin-api';

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.admin.dashboard,
  queryFn: endpointQueryFn('getDashboard', {}),
});

export const usersQuery = queryOptions({
  queryKey: queryKeys.admin.users,
  queryFn: endpointQueryFn('listUsers', {}),
  select: ({ users }: EndpointResponse<'listUsers'>) => users,
});

export const useSetRole = () =>
  useAdminMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      httpTransport('setUserRole', { params: { id: userId }, body: { role } }),
    // The admin may have changed their own role: the session (and the gate) must hear of it.
    invalidates: [queryKeys.admin.users, queryKeys.session],
    success: () => ({ title: 'Role Updated', description: 'User role has been updated successfully.' }),
  });
