import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { activeBodySchema } from '../../shared/schemas/coupons.js';
import { idParamsSchema } from '../../shared/schemas/common.js';

/** What an admin list with an active switch offers: coupons and promotions (SPEC.md §7). */
export interface AdminCrudService<Input, Item> {
  list(): Promise<Item[]>;
  create(input: Input): Promise<Item>;
  update(id: string, input: Input): Promise<Item>;
  setActive(id: string, isActive: boolean): Promise<Item>;
  remove(id: string): Promise<void>;
}

/**
 * GET /<path>, POST /<path>, PUT /<path>/:id, PATCH /<path>/:id/active and DELETE /<path>/:id,
 * with the body validated by the shared schema. Mounted under /api/admin.
 */
export function adminCrudRoutes<Schema extends z.ZodType>(
  path: string,
  bodySchema: Schema,
  service: AdminCrudService<z.output<Schema>, unknown>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`/${path}`, async () => ({ [path]: await service.list() }));

    app.post(`/${path}`, { schema: { body: bodySchema } }, async (request, reply) =>
      reply.status(201).send(await service.create(request.body as z.output<Schema>)),
    );

    app.put(`/${path}/:id`, { schema: { params: idParamsSchema, body: bodySchema } }, (request) =>
      service.update(request.params.id, request.body as z.output<Schema>),
    );

    app.patch(
      `/${path}/:id/active`,
      { schema: { params: idParamsSchema, body: activeBodySchema } },
      (request) => service.setActive(request.params.id, request.body.isActive),
    );

    app.delete(`/${path}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send();
    });
  };
}
