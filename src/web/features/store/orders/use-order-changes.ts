import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '@shared/api/endpoints';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Follows one order's realtime events (GET /api/events?order=…): when its payment lands or the shop
 * changes it, the page reloads the order without a refresh.
 */
export function useOrderChanges(orderId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(endpointUrl('streamEvents', { query: { order: orderId } }));
    const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    source.addEventListener('order', reload);
    // Each opening, the first too, may follow a change no event told this page (since the server
    // rendered it, or while reconnecting): read the order again.
    source.addEventListener('open', reload);
    return () => source.close();
  }, [orderId, queryClient]);
}
