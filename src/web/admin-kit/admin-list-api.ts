import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from './admin-api';

interface Messages {
  created: string;
  updated: string;
  deleted: string;
  activated: string;
  deactivated: string;
}

/** The contract's calls behind an admin list: create, update, activate/deactivate, delete. */
export interface AdminListCalls<Input> {
  create(input: Input): Promise<unknown>;
  update(id: string, input: Input): Promise<unknown>;
  setActive(id: string, isActive: boolean): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/**
 * The query and changes of an admin list with an active switch (coupons, promotions): list, create,
 * update, activate/deactivate and delete, each change with its docs/specification.md §8 message.
 */
export function adminListApi<Query, Input>(
  /** The list's page for a query; `key`: the prefix of every page's key. */
  list: { key: QueryKey; query: Query },
  calls: AdminListCalls<Input>,
  messages: Messages,
) {
  const invalidates = [list.key, queryKeys.admin.dashboard];
  return {
    query: list.query,

    useSave: () =>
      useAdminMutation({
        mutationFn: ({ id, input }: { id: string | undefined; input: Input }) =>
          id ? calls.update(id, input) : calls.create(input),
        invalidates,
        success: ({ id }) => (id ? messages.updated : messages.created),
      }),

    useSetActive: () =>
      useAdminMutation({
        mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => calls.setActive(id, isActive),
        invalidates,
        success: ({ isActive }) => (isActive ? messages.activated : messages.deactivated),
      }),

    useDelete: () =>
      useAdminMutation({
        mutationFn: (id: string) => calls.remove(id),
        invalidates,
        success: () => messages.deleted,
      }),
  };
}
