import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: endpointQueryFn('getConfig', {}),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(configQuery).data;
