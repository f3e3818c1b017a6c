import type { Notifications } from '../../db/dialect/types.js';
import type { ShopModule } from '../../http/shop-module.js';
import { type Realtime, createRealtime } from './realtime.js';
import { realtimeRoutes } from './routes.js';

export interface RealtimeModuleOptions {
  notifications: Notifications;
  /** Open streams allowed to one address, and to all together. */
  streams: { perAddress: number; max: number };
  onPublishError: (error: unknown) => void;
}

/** Realtime events between app servers and to open pages. */
export function createRealtimeModule({
  notifications,
  streams,
  onPublishError,
}: RealtimeModuleOptions): ShopModule & { realtime: Realtime } {
  const realtime = createRealtime(notifications, onPublishError);
  return {
    realtime,
    routes: async (app) => app.register(realtimeRoutes, { realtime, limits: streams }),
  };
}
