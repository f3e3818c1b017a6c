import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '@shared/api/endpoints';
import { queryKeys } from './query-keys';

/**
 * Listens to the server's realtime events (GET /api/events, Server-Sent Events): when products
 * change anywhere, every product query here reloads, Featured Products included (docs/specification.md §7).
 * EventSource reconnects by itself after a dropped connection.
 */
export function useProductChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(endpointUrl('streamEvents', {}));
    const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    source.addEventListener('products', reload);
    return () => source.close();
  }, [queryClient]);
}
