import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { orderUpdateSchema } from '../../../shared/schemas/orders.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { Realtime } from '../realtime/realtime.js';
import type { OrdersAdminService } from './admin-service.js';
import { orderDetail } from './order-reads.js';

/** Orders Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orders: OrdersAdminService;
  realtime: Realtime;
  publicUrl: string | undefined;
}> = async (app, { db, orders, realtime, publicUrl }) => {
  app.get('/orders', async () => ({ orders: await orders.list() }));

  /** One order with its lines (the order details dialog). */
  app.get('/orders/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const found = await orderDetail(db.kysely, request.params.id);
    if (!found) throw notFound('Order not found');
    return found.order;
  });

  app.patch(
    '/orders/:id',
    { schema: { params: idParamsSchema, body: orderUpdateSchema } },
    async (request) => {
      const order = await orders.update(request.params.id, request.body, publicOrigin(publicUrl, request));
      // The shopper's open order page follows its status and payment.
      realtime.orderChanged(order.id);
      return order;
    },
  );

  app.delete('/orders/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await orders.remove(request.params.id);
    return reply.status(204).send();
  });
};
