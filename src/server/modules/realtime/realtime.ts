import { z } from 'zod';
import type { Notifications } from '../../db/dialect/types.js';

/** What travels between app servers and to open storefronts. */
export const realtimeEventSchema = z.object({ type: z.literal('products') });
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/**
 * Realtime product changes (SPEC.md §7, DESIGN.md §5): published once, delivered by every app
 * server that shares the database to its own listeners (response cache, open storefronts).
 */
export function createRealtime(notifications: Notifications, onPublishError: (error: unknown) => void) {
  return {
    /** Tells every app server that products changed. Never throws: a lost event is logged, not fatal. */
    productsChanged(): void {
      notifications
        .publish(JSON.stringify({ type: 'products' } satisfies RealtimeEvent))
        .catch(onPublishError);
    },

    subscribe(listener: (event: RealtimeEvent) => void): () => void {
      return notifications.subscribe((payload) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          return;
        }
        const event = realtimeEventSchema.safeParse(parsed);
        if (event.success) listener(event.data);
      });
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
