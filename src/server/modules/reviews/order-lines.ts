import type { Executor } from '../../db/database.js';

/**
 * What reviews read of an order (the orders module's tables; a review names its line): who bought
 * it, whether it was delivered, and its lines with their product's status now.
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
    .select(['i.id', 'i.product_id', 'i.title', 'i.variant_options', 'p.status as product_status'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.title')
    .orderBy('i.id')
    .execute();
  return { order, lines };
}

export type OrderForReviews = NonNullable<Awaited<ReturnType<typeof orderForReviews>>>;

/** A line whose product the shop still sells (not gone, draft or archived): it may be reviewed. */
export const onSale = (line: OrderForReviews['lines'][number]) => line.product_status === 'active';

/** Delivered, as the order says now: the buyer has the goods. */
export const wasDelivered = (order: OrderForReviews['order']) =>
  order.delivered_at !== null && order.status === 'delivered';
