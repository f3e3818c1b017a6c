import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { mediaAdminRoutes } from './admin-routes.js';
import { mediaRoutes } from './routes.js';
import { type MediaService, createMediaService } from './service.js';

/** Product images: served to everyone, uploaded by the admin. */
export function createMediaModule({
  db,
  now,
}: {
  db: Executor;
  now: () => Date;
}): ShopModule & { media: MediaService } {
  const media = createMediaService({ db, now });
  return {
    media,
    routes: async (app) => app.register(mediaRoutes, { media }),
    adminRoutes: async (app) => app.register(mediaAdminRoutes, { media }),
  };
}
