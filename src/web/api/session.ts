import {
  type MutationMeta,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Session } from '@shared/schemas/auth';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: endpointQueryFn('getSession', {}),
});

/** Who is signed in: `user` is null when nobody is, undefined while it is not known yet. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user, isPending: query.isPending, isError: query.isError };
}

/**
 * A session change: the new session replaces the cached one, and everything else is fetched anew, at
 * once or (`whenShown`) only where it is shown next: the page a sign-out leaves may stay a moment, and
 * must not call the API again without the session.
 */
export function useSessionChange() {
  const queryClient = useQueryClient();
  return (session: Session, { whenShown = false } = {}) => {
    queryClient.setQueryData(queryKeys.session, session);
    // A count the page came with was the old session's cart's: the header loads the cart instead.
    void queryClient.resetQueries({ queryKey: queryKeys.cartCount, exact: true });
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== queryKeys.session[0],
      refetchType: whenShown ? 'none' : 'active',
    });
  };
}

/**
 * A call that answers a new session (sign-in, sign-up, a new password): the session changes, and the
 * visitor lands on the home page (`replace`: the page they came from is no step to go back to).
 */
export function useSessionMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Session>,
  { meta, replace = false }: { meta: MutationMeta; replace?: boolean },
) {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: (session) => {
      changeSession(session);
      void navigate('/', { replace });
    },
  });
}
