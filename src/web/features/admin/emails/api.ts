import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EmailListQuery } from '@shared/schemas/emails';
import { endpointQueryFn } from '@web/lib/api-client';
import { adminQueryNotices } from '@web/admin-kit/admin-api';
import { queryKeys } from '@web/lib/query-keys';

/** How often the list looks again: the outbox changes on its own as emails go out. */
const REFRESH_MS = 15_000;

/** One page of the outbox, newest first. */
export const adminEmailsQuery = (query: EmailListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.emails.list(query),
    queryFn: endpointQueryFn('listEmails', { query }),
    meta: adminQueryNotices,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** One email with its HTML and text (the preview). */
export const adminEmailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.emails.detail(id),
    queryFn: endpointQueryFn('getEmail', { params: { id } }),
    meta: adminQueryNotices,
  });
