import type { OrderDetail, OrderLine } from '../../../shared/schemas/checkout.js';
import type { ShopperOrder } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { ORDER_COLUMNS, toOrder } from './order-rows.js';

/** An order with what its detail adds: the stored money breakdown, delivery, payment and who may read it. */
const DETAIL_COLUMNS = [
  ...ORDER_COLUMNS,
  'user_id',
  'items_cents',
  'savings_cents',
  'subtotal_cents',
  'discount_cents',
  'shipping_cents',
  'coupon_code',
  'delivery_method',
  'payment_method',
  'hold_until',
  'cancel_reason',
  'stock_short',
  'access_token_hash',
  'access_key',
] as const;

export interface FoundOrder {
  order: OrderDetail;
  userId: string | null;
  accessHash: string | null;
  /** The guest's link key, for links in emails. */
  accessKey: string | null;
}

/** An order's lines, in title order. */
export async function orderLines(db: Executor, orderId: string): Promise<OrderLine[]> {
  const rows = await db
    .selectFrom('order_items')
    .select([
      'product_id',
      'sku',
      'title',
      'base_price_cents',
      'unit_price_cents',
      'quantity',
      'line_total_cents',
    ])
    .where('order_id', '=', orderId)
    .orderBy('title')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    sku: r.sku,
    title: r.title,
    basePriceCents: r.base_price_cents,
    unitPriceCents: r.unit_price_cents,
    quantity: r.quantity,
    lineTotalCents: r.line_total_cents,
  }));
}

/** An order with its lines, and who may read it (its owner, or whoever holds its access key). */
export async function orderDetail(db: Executor, id: string): Promise<FoundOrder | undefined> {
  const row = await db.selectFrom('orders').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    order: {
      ...toOrder(row),
      lines: await orderLines(db, id),
      itemsCents: row.items_cents,
      savingsCents: row.savings_cents,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      shippingCents: row.shipping_cents,
      couponCode: row.coupon_code,
      deliveryMethod: row.delivery_method,
      paymentMethod: row.payment_method,
      holdUntil: row.hold_until,
      cancelReason: row.cancel_reason,
      stockShort: row.stock_short === 1,
    },
    userId: row.user_id,
    accessHash: row.access_token_hash,
    accessKey: row.access_key,
  };
}

/** A signed-in shopper's orders, newest first. */
/** An order as its shopper may see it: the admin's notes stay in the shop (issue 10 §6). */
export function forShopper<T extends { notes: string | null }>({
  notes: _notes,
  ...order
}: T): Omit<T, 'notes'> {
  return order;
}

export async function ordersOfUser(db: Executor, userId: string): Promise<ShopperOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => forShopper(toOrder(row)));
}
