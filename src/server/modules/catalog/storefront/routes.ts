import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../http/endpoint-routes.js';
import type { ResponseCache } from '../../../http/response-cache.js';
import type { CatalogService } from './catalog-service.js';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  cache: ResponseCache;
}

/** The storefront's reads: listing, search, featured, a product and its related products. */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, { catalog, cache }) => {
  serve(app, 'listProducts', ({ query }) => catalog.list(query), { cache });
  serve(app, 'featuredProducts', () => catalog.featured(), { cache });
  serve(app, 'getProduct', ({ params }) => catalog.product(params.id));
  serve(app, 'relatedProducts', ({ params }) => catalog.related(params.id));
  serve(app, 'searchProducts', ({ query }) => catalog.search(query), { cache });
};
