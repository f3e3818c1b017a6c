import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { actorOf } from '../auth/admin-guard.js';
import type { CatalogAdminService } from './admin-service.js';

/** Products Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const catalogAdminRoutes: FastifyPluginAsync<{ products: CatalogAdminService }> = async (
  app,
  { products },
) => {
  // A product may carry data-URL images (up to 10 of 5 MB, base64): room for them, and no more.
  const bodyLimit = 80 * 1024 * 1024;

  serve(app, 'listAdminProducts', ({ query }) => products.list(query));
  serve(app, 'createProduct', ({ body }, request) => products.create(body, actorOf(request)), { bodyLimit });
  serve(
    app,
    'updateProduct',
    ({ params, body }, request) => products.update(params.id, body, actorOf(request)),
    {
      bodyLimit,
    },
  );
  serve(app, 'deleteProduct', ({ params }, request) => products.remove(params.id, actorOf(request)));
};
