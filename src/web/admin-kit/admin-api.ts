import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toaster';
import { formatAdminMoney } from '@shared/money';
import { usePublicConfig } from '@web/api/config';
import { queryKeys } from '@web/lib/query-keys';

/**
 * docs/specification.md §8: every failed admin call shows a notice titled 'Error' with the server's message.
 */
export function toastAdminError(error: unknown, prefix?: string) {
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
  toast.error('Error', { description: prefix ? `${prefix}: ${message}` : message });
}

/**
 * An admin change: on success its message and a refresh of what it touched (docs/specification.md §7: 'the
 * list is refreshed after each change'); on failure the 'Error' notice.
 */
export function useAdminMutation<Variables, Result = unknown>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  invalidates: QueryKey[];
  success?: (variables: Variables, result: Result) => { title: string; description?: string } | string;
  failurePrefix?: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => {
      const success = options.success?.(variables, result);
      if (typeof success === 'string') toast.success(success);
      else if (success) toast.success(success.title, { description: success.description });
    },
    onError: (error) => toastAdminError(error, options.failurePrefix),
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

/** A date on the admin screens, e.g. 2026/11/20. */
export function formatAdminDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-ZA');
}
