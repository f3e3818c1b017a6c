import type { FastifyPluginAsync } from 'fastify';
import { shopToday } from '../../../shared/shop-time.js';
import { serve } from '../../http/endpoint-routes.js';
import { publicOrigin } from '../../http/public-origin.js';
import { actorOf } from '../auth/index.js';
import type { OrdersAdminService } from './admin-service.js';
import { ORDER_CSV_COLUMNS } from './order-export.js';

/** Orders Management (docs/specification.md §2, §7). Mounted under /api/admin. */
export const ordersAdminRoutes: FastifyPluginAsync<{
  orders: OrdersAdminService;
  publicUrl: string | undefined;
}> = async (app, { orders, publicUrl }) => {
  serve(app, 'listAdminOrders', ({ query }) => orders.list(query));

  serve(app, 'exportOrders', ({ query }) => ({
    filename: `orders-${shopToday()}.csv`,
    columns: ORDER_CSV_COLUMNS,
    rows: orders.exportRows(query),
  }));

  serve(app, 'getAdminOrder', ({ params }) => orders.get(params.id));

  serve(app, 'getAdminOrderDocument', ({ params }) => orders.document(params.id, params.documentId));

  serve(app, 'updateOrder', ({ params, body }, request) =>
    orders.update(params.id, body, publicOrigin(publicUrl, request), actorOf(request)),
  );

  serve(app, 'deleteOrder', ({ params }, request) => orders.remove(params.id, actorOf(request)));
};
