import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';

/** One per browser tab, and one per server-rendered request (entry-server.tsx). */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on a retry; a network blip might. In process, there is no network.
        retry: (failures, error) =>
          !server && !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}
