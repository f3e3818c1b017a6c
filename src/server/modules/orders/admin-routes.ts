import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../../shared/api/contract.js';
import { CSV_PATHS } from '../../../shared/schemas/admin-csv.js';
import { adminOrdersQuerySchema } from '../../../shared/schemas/orders.js';
import { shopToday } from '../../../shared/shop-time.js';
import { sendCsv } from '../../http/csv.js';
import { ORDER_CSV_COLUMNS } from './order-export.js';
import type { Db } from '../../db/database.js';
import { serve } from '../../http/endpoint-routes.js';
import { actorOf } from '../auth/admin-guard.js';
import { notFound } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { Realtime } from '../realtime/realtime.js';
import type { OrdersAdminService } from './admin-service.js';
import { orderDetail } from './order-reads.js';

/** Orders Management (SPEC.md §2, §7). Mounted under /api/admin. */
export const ordersAdminRoutes: FastifyPluginAsync<{
  db: Db;
  orders: OrdersAdminService;
  realtime: Realtime;
  publicUrl: string | undefined;
}> = async (app, { db, orders, realtime, publicUrl }) => {
  serve(app, 'listAdminOrders', ({ query }) => orders.list(query));

  // Not on the JSON contract (the answer is a CSV file), but in the API reference (issue 11 §4).
  app.withTypeProvider<ZodTypeProvider>().get(
    CSV_PATHS.orderExport.slice(app.prefix.length),
    {
      schema: {
        operationId: 'exportOrders',
        summary:
          "Downloads the orders the list's query matches (all of them, unpaged) as a CSV file: a row per order line",
        tags: ['Admin'] satisfies ApiTag[],
        querystring: adminOrdersQuerySchema,
      },
    },
    (request, reply) =>
      sendCsv(
        request,
        reply,
        `orders-${shopToday()}.csv`,
        ORDER_CSV_COLUMNS,
        orders.exportRows(request.query),
      ),
  );

  /** One order with its lines (the order details dialog). */
  serve(app, 'getAdminOrder', async ({ params }) => {
    const found = await orderDetail(db.kysely, params.id);
    if (!found) throw notFound('Order not found');
    return found.order;
  });

  serve(app, 'updateOrder', async ({ params, body }, request) => {
    const order = await orders.update(params.id, body, publicOrigin(publicUrl, request), actorOf(request));
    // The shopper's open order page follows its status and payment.
    realtime.orderChanged(order.id);
    return order;
  });

  serve(app, 'deleteOrder', ({ params }, request) => orders.remove(params.id, actorOf(request)));
};
