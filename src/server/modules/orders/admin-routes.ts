import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { orderUpdateSchema } from '../../../shared/schemas/orders.js';
import { notFound } from '../../http/errors.js';
import type { OrdersAdminService } from './admin-service.js';
import type { OrderReads } from './order-reads.js';

/** Orders Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  orders: OrdersAdminService;
  reads: OrderReads;
}> = async (app, { orders, reads }) => {
  app.get('/orders', async () => ({ orders: await orders.list() }));

  /** One order with its lines (the order details dialog). */
  app.get('/orders/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const found = await reads.detail(request.params.id);
    if (!found) throw notFound('Order not found');
    return found.order;
  });

  app.patch('/orders/:id', { schema: { params: idParamsSchema, body: orderUpdateSchema } }, (request) =>
    orders.update(request.params.id, request.body),
  );

  app.delete('/orders/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await orders.remove(request.params.id);
    return reply.status(204).send();
  });
};
