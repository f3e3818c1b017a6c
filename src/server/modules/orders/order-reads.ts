import type { Db } from '../../db/database.js';
import type { OrderDetail, OrderLine } from '../../../shared/schemas/checkout.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { ORDER_COLUMNS, toOrder } from './order-rows.js';

/** An order with what its detail adds: the money lines, the coupon, and who may read it. */
const DETAIL_COLUMNS = [
  ...ORDER_COLUMNS,
  'user_id',
  'subtotal_cents',
  'discount_cents',
  'shipping_cents',
  'coupon_code',
  'access_token_hash',
] as const;

/** Reading orders with their lines, for shoppers and the admin. */
export function createOrderReads({ kysely }: Db) {
  async function lines(orderId: string): Promise<OrderLine[]> {
    const rows = await kysely
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

  return {
    lines,

    /** An order with its lines, and who may read it (its owner, or whoever holds its access key). */
    async detail(
      id: string,
    ): Promise<{ order: OrderDetail; userId: string | null; accessHash: string | null } | undefined> {
      const row = await kysely
        .selectFrom('orders')
        .select(DETAIL_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        order: {
          ...toOrder(row),
          lines: await lines(id),
          subtotalCents: row.subtotal_cents,
          discountCents: row.discount_cents,
          shippingCents: row.shipping_cents,
          couponCode: row.coupon_code,
        },
        userId: row.user_id,
        accessHash: row.access_token_hash,
      };
    },

    /** A signed-in shopper's orders, newest first. */
    async forUser(userId: string): Promise<Order[]> {
      const rows = await kysely
        .selectFrom('orders')
        .select(ORDER_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toOrder);
    },
  };
}

export type OrderReads = ReturnType<typeof createOrderReads>;
