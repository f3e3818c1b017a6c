import type { OrderDetail, OrderLine } from '../../../shared/schemas/checkout.js';
import type { Executor } from '../../db/database.js';
import * as orderRepository from './order-repository.js';
import type { OrderDetailRow } from './order-repository.js';
import { toOrder } from './order-rows.js';

export interface FoundOrder {
  order: OrderDetail;
  userId: string | null;
  accessHash: string | null;
  /** The guest's link key, for links in emails. */
  accessKey: string | null;
}

/** An order with its lines, and who may read it (its owner, or whoever holds its access key). */
export async function orderDetail(db: Executor, id: string): Promise<FoundOrder | undefined> {
  const row = await orderRepository.findDetail(db, id);
  return row && foundOrder(row, await orderRepository.lines(db, id));
}

/** An order's row and lines as `orderDetail` answers them: from a read, or from what a checkout wrote. */
export function foundOrder(row: OrderDetailRow, lines: OrderLine[]): FoundOrder {
  return {
    order: {
      ...toOrder(row),
      lines,
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

/** An order as its shopper may see it: the admin's notes stay in the shop. */
export function forShopper<T extends { notes: string | null }>({
  notes: _notes,
  ...order
}: T): Omit<T, 'notes'> {
  return order;
}
