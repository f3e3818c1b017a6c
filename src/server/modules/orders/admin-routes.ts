import type { FastifyPluginAsync } from 'fastify';
import { shopToday } from '../../../shared/shop-time.js';
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

  serve(app, 'exportOrders', ({ query }) => ({
    filename: `orders-${shopToday()}.csv`,
    columns: ORDER_CSV_COLUMNS,
    rows: orders.exportRows(query),
  }));

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
