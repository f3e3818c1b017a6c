import { z } from 'zod';
import type { Notifications } from '../../db/dialect/types.js';

/**
 * What travels between app servers and to open storefronts: products changed, or one order did; and
 * between app servers only, the shop's settings changed.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('products') }),
  z.object({ type: z.literal('order'), id: z.string() }),
  z.object({ type: z.literal('settings') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/**
 * Realtime product changes (docs/specification.md §7, docs/design.md §5): published once, delivered by every app
 * server that shares the database to its own listeners (response cache, open storefronts).
 */
export function createRealtime(notifications: Notifications, onPublishError: (error: unknown) => void) {
  // Never throws: a lost event is logged, not fatal.
  const publish = (event: RealtimeEvent) =>
    void notifications.publish(JSON.stringify(event)).catch(onPublishError);
  return {
    /** Tells every app server that products changed. */
    productsChanged(): void {
      publish({ type: 'products' });
    },

    /** Tells every app server that the shop's settings changed. */
    settingsChanged(): void {
      publish({ type: 'settings' });
    },

    /** Tells the pages open on an order (its payment, its status) that it changed. */
    orderChanged(id: string): void {
      publish({ type: 'order', id });
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
