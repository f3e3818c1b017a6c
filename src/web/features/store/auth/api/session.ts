import { queryOptions, useQuery } from '@tanstack/react-query';
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
