import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { seoRoutes } from './routes.js';
import { createSitemaps } from './sitemaps.js';

/** robots.txt and the sitemaps. */
export const createSeoModule = ({
  db,
  publicUrl,
}: {
  db: Executor;
  publicUrl: string | undefined;
}): ShopModule => ({
  routes: async (app) => app.register(seoRoutes, { sitemaps: createSitemaps(db), publicUrl }),
});
