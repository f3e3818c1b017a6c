import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.js';
import { repriceForStock } from '../catalog/index.js';
import { stockRepository } from '../inventory/index.js';
import { giveBackOrderStock } from './order-stock.js';

/**
 * What refunds and returns change on an order (docs/decisions/0022-returns-and-refunds.md), for the
 * returns module: this module stays the only writer of the orders table. Every change is
 * conditional, so two admins refunding at once never give back more than was paid.
 */

/** An order's payment, as a refund reads it. */
export const refundable = (db: Executor, orderId: string) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'status',
      'payment_status',
      'payment_method',
      'provider_payment_id',
      'total_amount_cents',
      'refunded_cents',
      'customer_name',
      'customer_email',
      'delivered_at',
      'access_key',
      'user_id',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();

/**
 * Counts `amountCents` as given back of a paid order, while that leaves no more given back than
 * was paid; its payment becomes partially refunded, or refunded once all of it is. False when the
 * order is not paid or the amount is more than is left.
 */
export async function takeRefund(trx: Trx, orderId: string, amountCents: number, at: Date): Promise<boolean> {
  const after = sql<number>`refunded_cents + ${amountCents}`;
  const moved = await trx
    .updateTable('orders')
    .set({
      refunded_cents: after,
      payment_status: sql`case when ${after} >= total_amount_cents then 'refunded' else 'partially_refunded' end`,
      updated_at: at.toISOString(),
    })
    .where('id', '=', orderId)
    .where('payment_status', 'in', ['paid', 'partially_refunded'])
    .where(after, '<=', sql<number>`total_amount_cents`)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** Gives back a refund counted by takeRefund that did not happen (PayFast refused it). */
export async function untakeRefund(trx: Trx, orderId: string, amountCents: number, at: Date): Promise<void> {
  const after = sql<number>`refunded_cents - ${amountCents}`;
  await trx
    .updateTable('orders')
    .set({
      refunded_cents: after,
      payment_status: sql`case when ${after} = 0 then 'paid' else 'partially_refunded' end`,
      updated_at: at.toISOString(),
    })
    .where('id', '=', orderId)
    .where('refunded_cents', '>=', amountCents)
    .execute();
}

/**
 * Cancels an order whose payment was refunded whole; its stock comes back. False when it was
 * cancelled already, or shipped meanwhile (while PayFast made the refund): its goods have left.
 */
export async function cancelRefunded(trx: Trx, orderId: string, at: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', cancel_reason: 'admin', hold_until: null, updated_at: at.toISOString() })
    .where('id', '=', orderId)
    .where('status', 'in', ['pending', 'processing'])
    .where('payment_status', '=', 'refunded')
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  await giveBackOrderStock(trx, orderId);
  return true;
}

/** The order's lines, as a return names them. */
export const returnableLines = (db: Executor, orderId: string) =>
  db
    .selectFrom('order_items')
    .select(['id', 'title', 'variant_options', 'sku', 'unit_price_cents', 'quantity', 'variant_id'])
    .where('order_id', '=', orderId)
    .orderBy('title')
    .orderBy('id')
    .execute();

/** Puts a returned line's units back into stock; false when its product is gone. */
export async function restockReturned(trx: Trx, orderItemId: string, quantity: number): Promise<boolean> {
  const line = await trx
    .selectFrom('order_items')
    .select('variant_id')
    .where('id', '=', orderItemId)
    .executeTakeFirst();
  if (!line?.variant_id) return false;
  const variant = await stockRepository.stockOf(trx, line.variant_id);
  if (!variant) return false;
  await stockRepository.giveBack(trx, { variantId: line.variant_id, quantity });
  await repriceForStock(trx, [line.variant_id], { soldOut: false });
  return true;
}
