import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/schemas/config';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api<PublicConfig>('GET', '/api/config'),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(configQuery).data;
