import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@shared/constants';
import type { Dashboard } from '@shared/schemas/dashboard';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from '../lib/admin-api';

export interface AdminUser {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
  roles: Role[];
}

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.admin.dashboard,
  queryFn: () => api<Dashboard>('GET', '/api/admin/dashboard'),
});

export const usersQuery = queryOptions({
  queryKey: queryKeys.admin.users,
  queryFn: async () => (await api<{ users: AdminUser[] }>('GET', '/api/admin/users')).users,
});

export const useSetRole = () =>
  useAdminMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api<void>('PUT', `/api/admin/users/${userId}/role`, { role }),
    // The admin may have changed their own role: the session (and the gate) must hear of it.
    invalidates: [queryKeys.admin.users, queryKeys.session],
    success: () => ({ title: 'Role Updated', description: 'User role has been updated successfully.' }),
  });
