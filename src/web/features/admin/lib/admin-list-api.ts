import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from './admin-api';

interface Messages {
  created: string;
  updated: string;
  deleted: string;
  activated: string;
  deactivated: string;
}

/**
 * The queries and changes of an admin list served by the server's adminCrudRoutes (coupons,
 * promotions): list, create, update, activate/deactivate and delete, each with its SPEC.md §8 message.
 */
export function adminListApi<Input, Item>(
  path: 'coupons' | 'promotions',
  queryKey: QueryKey,
  messages: Messages,
) {
  const base = `/api/admin/${path}`;
  const invalidates = [queryKey, queryKeys.admin.dashboard];
  return {
    query: queryOptions({
      queryKey,
      queryFn: async () => (await api<Record<string, Item[]>>('GET', base))[path] ?? [],
    }),

    useSave: () =>
      useAdminMutation({
        mutationFn: ({ id, input }: { id: string | undefined; input: Input }) =>
          id ? api<Item>('PUT', `${base}/${id}`, input) : api<Item>('POST', base, input),
        invalidates,
        success: ({ id }) => (id ? messages.updated : messages.created),
      }),

    useSetActive: () =>
      useAdminMutation({
        mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
          api<Item>('PATCH', `${base}/${id}/active`, { isActive }),
        invalidates,
        success: ({ isActive }) => (isActive ? messages.activated : messages.deactivated),
      }),

    useDelete: () =>
      useAdminMutation({
        mutationFn: (id: string) => api<void>('DELETE', `${base}/${id}`),
        invalidates,
        success: () => messages.deleted,
      }),
  };
}
