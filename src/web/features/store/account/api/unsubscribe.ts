import { queryOptions } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What an unsubscribe link stops (a link the shop did not make is a 400). */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: endpointQueryFn('getUnsubscribe', { query: { token } }),
    retry: false,
  });
