import type { Executor } from '../../db/database.js';

/**
 * What reviews read of an order (the orders module's tables; a review names its line): who bought
 * it, whether it was delivered, and its lines with whether their product is still in the catalogue.
 */
export async function orderForReviews(db: Executor, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'status',
      'delivered_at',
      'customer_name',
      'customer_email',
      'user_id',
      'access_key',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'i.title', 'i.variant_options', 'p.id as live_product_id'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.title')
    .orderBy('i.id')
    .execute();
  return { order, lines };
}

export type OrderForReviews = NonNullable<Awaited<ReturnType<typeof orderForReviews>>>;

/** Delivered, as the order says now: the buyer has the goods. */
export const wasDelivered = (order: OrderForReviews['order']) =>
  order.delivered_at !== null && order.status === 'delivered';
