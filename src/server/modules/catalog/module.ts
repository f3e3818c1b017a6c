import type { Executor } from '../../db/database.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { MediaService } from '../media/index.js';
import type { Pricing } from '../pricing/index.js';
import { createCatalogAdminService } from './admin/admin-service.js';
import { catalogAdminRoutes } from './admin/routes.js';
import { createProductImport } from './csv/product-import.js';
import {
  type CatalogIndexEvents,
  createLiveCatalogIndex,
  databaseSource,
} from './listing-index/live-catalog-index.js';
import { createCatalogService } from './storefront/catalog-service.js';
import { catalogRoutes } from './storefront/routes.js';

export interface CatalogModuleOptions {
  db: Executor;
  pricing: Pricing;
  media: MediaService;
  /** Public catalogue reads are answered from it. */
  cache: ResponseCache;
  /** Told after every product change: the storefront's caches and open pages must hear of it. */
  onProductsChanged: () => void;
  /** Told of the index's work (the metrics). */
  indexEvents?: CatalogIndexEvents;
  log: { warn(object: object, message: string): void };
  now: () => Date;
}

/** The catalogue: the storefront's reads, and the admin's products and CSV files. */
export function createCatalogModule({
  db,
  pricing,
  media,
  cache,
  onProductsChanged,
  indexEvents,
  log,
  now,
}: CatalogModuleOptions): ShopModule & { catalogueCurrent: () => Promise<unknown> } {
  const unreadable = (productIds: string[]) =>
    log.warn(
      { productIds },
      'Products left out of listings and search: their tags or creation time cannot be read',
    );
  const index = createLiveCatalogIndex(databaseSource(db, unreadable), pricing, indexEvents);
  const catalog = createCatalogService({ db, index, pricing });
  const changes = { db, media, onProductsChanged, now };
  return {
    catalogueCurrent: () => index.current(),
    routes: async (app) => {
      // Built before the server listens, not by the first shopper (about 1 s at 100 000 products).
      app.addHook('onReady', async () => void (await index.current()));
      await app.register(catalogRoutes, { catalog, cache });
    },
    adminRoutes: async (app) =>
      app.register(catalogAdminRoutes, {
        products: createCatalogAdminService(changes),
        imports: createProductImport(changes),
      }),
  };
}
