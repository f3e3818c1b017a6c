import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productInputSchema, productUpdateSchema } from '../../../shared/schemas/admin-products.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import type { CatalogAdminService } from './admin-service.js';

/** Products Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ products: CatalogAdminService }> = async (
  app,
  { products },
) => {
  // A product may carry data-URL images (up to 10 of 5 MB, base64): room for them, and no more.
  const bodyLimit = 80 * 1024 * 1024;

  app.get('/products', async () => ({ products: await products.list() }));

  app.post('/products', { bodyLimit, schema: { body: productInputSchema } }, async (request, reply) =>
    reply.status(201).send(await products.create(request.body)),
  );

  app.put(
    '/products/:id',
    { bodyLimit, schema: { params: idParamsSchema, body: productUpdateSchema } },
    (request) => products.update(request.params.id, request.body),
  );

  app.delete('/products/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await products.remove(request.params.id);
    return reply.status(204).send();
  });
};
