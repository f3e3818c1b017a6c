import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { orderUpdateSchema } from '../../../shared/schemas/orders.js';
import type { OrdersAdminService } from './admin-service.js';

/** Orders Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersAdminService }> = async (
  app,
  { orders },
) => {
  app.get('/orders', async () => ({ orders: await orders.list() }));

  app.patch('/orders/:id', { schema: { params: idParamsSchema, body: orderUpdateSchema } }, (request) =>
    orders.update(request.params.id, request.body),
  );

  app.delete('/orders/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await orders.remove(request.params.id);
    return reply.status(204).send();
  });
};
