import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { formatAdminMoney } from '@shared/money';
import { shopFormat } from '@shared/shop-time';
import { usePublicConfig } from '@web/api/config';
import type { ErrorWording } from '@web/lib/error-message';
import { type Notice, titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';

/**
 * docs/specification.md §8: every failed admin call shows a notice titled 'Error' with the server's
 * message, or the screen's own words for its code.
 */
export const adminFailure = (prefix?: string, wording?: ErrorWording) =>
  titledFailure('Error', { prefix, wording });

/** The meta of an admin screen's query: its failure is the 'Error' notice. */
export const adminQueryNotices = { failure: adminFailure() };

/**
 * An admin change: on success its notice and a refresh of what it touched (docs/specification.md §7:
 * 'the list is refreshed after each change'); on failure the 'Error' notice.
 */
export function useAdminMutation<Variables, Result = unknown>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  invalidates: QueryKey[];
  success?: (variables: Variables, result: Result) => Notice;
  failurePrefix?: string;
  /** The screen's own words for some of the API's error codes. */
  wording?: ErrorWording;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: { success: options.success, failure: adminFailure(options.failurePrefix, options.wording) },
    // Every admin change is in the audit trail (docs/decisions/0015-admin-at-scale.md): the trails shown
    // follow it.
    onSettled: () =>
      Promise.all(
        [...options.invalidates, queryKeys.admin.audits].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Money on the admin screens: the configured symbol (docs/specification.md shows $) with two decimals. */
export function useAdminMoney() {
  const symbol = usePublicConfig()?.adminCurrencySymbol ?? '$';
  return (cents: number) => formatAdminMoney(cents, symbol);
}

/** A day on the admin screens, in the shop's time zone, e.g. 2026/11/20. */
export function formatAdminDate(iso: string): string {
  return shopFormat(iso, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A moment on the admin screens, in the shop's time zone, e.g. 20 Nov 2026, 14:05. */
export function formatAdminMoment(iso: string): string {
  return shopFormat(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
