import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featuredQuerySchema,
  productListQuerySchema,
  searchQuerySchema,
} from '../../../shared/schemas/catalog.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { CatalogService } from './service.js';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  cache: ResponseCache;
}

/** The storefront's reads: listing, search, featured, a product and its related products. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { catalog, cache }) => {
  app.get(
    '/api/products',
    { schema: { querystring: productListQuerySchema }, onRequest: cache.answerFromCache },
    (request, reply) => cache.serve(request, reply, () => catalog.list(request.query)),
  );

  app.get(
    '/api/products/featured',
    { schema: { querystring: featuredQuerySchema }, onRequest: cache.answerFromCache },
    (request, reply) => cache.serve(request, reply, () => catalog.featured()),
  );

  app.get('/api/products/:id', { schema: { params: idParamsSchema } }, (request) =>
    catalog.product(request.params.id),
  );

  app.get('/api/products/:id/related', { schema: { params: idParamsSchema } }, (request) =>
    catalog.related(request.params.id),
  );

  app.get(
    '/api/search',
    { schema: { querystring: searchQuerySchema }, onRequest: cache.answerFromCache },
    (request, reply) => cache.serve(request, reply, () => catalog.search(request.query)),
  );
};
