import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toaster';
import { ApiError } from '@web/lib/api-client';
import type { Notice } from '@web/lib/notices';

function show(kind: 'success' | 'error', notice: Notice | undefined): void {
  if (notice === undefined) return;
  const { title, ...options } = typeof notice === 'string' ? { title: notice } : notice;
  toast[kind](title, options);
}

/**
 * One per browser tab, and one per server-rendered request (entry-server.tsx). In the browser it
 * shows every call's notices from the call's meta (src/web/lib/notices.ts); a server render shows none.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    ...(!server && {
      queryCache: new QueryCache({ onError: (error, query) => show('error', query.meta?.failure?.(error)) }),
      mutationCache: new MutationCache({
        onSuccess: (result, variables, _onMutate, mutation) =>
          show('success', mutation.meta?.success?.(variables, result)),
        onError: (error, _variables, _onMutate, mutation) => show('error', mutation.meta?.failure?.(error)),
      }),
    }),
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
