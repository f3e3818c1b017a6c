import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '@shared/routes';
import type { DeleteAccountBody } from '@shared/schemas/privacy';
import { useSessionChange } from '@web/api/session';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';

/** The signed-in shopper's name, email and marketing consent. */
export const accountQuery = queryOptions({
  queryKey: queryKeys.account,
  queryFn: endpointQueryFn('getAccount', {}),
});

/** The marketing switch: saved at once, the answer replacing the account's consent. */
export function useSetMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => httpTransport('setMarketingConsent', { body: { subscribed } }),
    meta: {
      success: (subscribed) =>
        subscribed ? 'You will get our news and offers.' : 'You will get no more marketing emails.',
      failure: titledFailure('Could not change your marketing emails'),
    },
    onSuccess: (marketing) =>
      queryClient.setQueryData(queryKeys.account, (account) => account && { ...account, marketing }),
  });
}

/** State the account page is shown with once the account is gone. */
export interface AccountPageState {
  deleted?: boolean;
}

/**
 * Deletes the account: the shopper lands on the account page's confirmation, signed out. A failure
 * (a wrong password, an order under way) is said under the form.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => httpTransport('deleteAccount', { body }),
    onSuccess: async () => {
      await navigate(PATHS.account, { replace: true, state: { deleted: true } satisfies AccountPageState });
      queryClient.removeQueries({ queryKey: queryKeys.account });
      changeSession({ user: null });
    },
  });
}
