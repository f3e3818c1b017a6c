import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import type { CatalogAdminService } from './admin-service.js';

/** Products Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const catalogAdminRoutes: FastifyPluginAsync<{ products: CatalogAdminService }> = async (
  app,
  { products },
) => {
  // A product may carry data-URL images (up to 10 of 5 MB, base64): room for them, and no more.
  const bodyLimit = 80 * 1024 * 1024;

  serve(app, 'listAdminProducts', ({ query }) => products.list(query));
  serve(app, 'createProduct', ({ body }) => products.create(body), { bodyLimit });
  serve(app, 'updateProduct', ({ params, body }) => products.update(params.id, body), { bodyLimit });
  serve(app, 'deleteProduct', ({ params }) => products.remove(params.id));
};
