import type { Executor } from '../../db/database.js';
import { stockMovedBy } from '../catalog/stock-change.js';

/**
 * An order's stock, moved inside the caller's transaction: returned when the order is cancelled or
 * released, taken again when it comes back (reopened by the admin, or paid after its release).
 * Lines go in product-id order, as checkout takes them, so two transactions never deadlock.
 */
async function productLines(trx: Executor, orderId: string) {
  return trx
    .selectFrom('order_items')
    .select(['product_id', 'title', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', 'is not', null)
    .orderBy('product_id')
    .execute();
}

export async function returnOrderStock(trx: Executor, orderId: string): Promise<void> {
  for (const line of await productLines(trx, orderId)) {
    await trx
      .updateTable('products')
      .set({ inventory_quantity: stockMovedBy(line.quantity) })
      .where('id', '=', line.product_id!)
      .execute();
  }
}

/** Thrown to roll back a transaction that found a line's stock gone: it names the line. */
export class StockGone extends Error {
  constructor(readonly title: string) {
    super(`Not enough stock of ${title}`);
  }
}

/**
 * Takes every line's stock again, each only while there is enough; throws StockGone for the first
 * line short of stock, so the caller's transaction rolls back whatever was taken.
 */
export async function retakeOrderStock(trx: Executor, orderId: string): Promise<void> {
  for (const line of await productLines(trx, orderId)) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', line.quantity) }))
      .where('id', '=', line.product_id!)
      .where('inventory_quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) throw new StockGone(line.title);
  }
}

/** Gives a coupon's use back (an order released unpaid never used it). */
export async function returnCouponUse(trx: Executor, couponId: string | null): Promise<void> {
  if (!couponId) return;
  await trx
    .updateTable('discount_coupons')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('id', '=', couponId)
    .where('times_used', '>', 0)
    .execute();
}

/** Counts a coupon's use again if it has one left (a released order paid after all). */
export async function recountCouponUse(trx: Executor, couponId: string | null): Promise<void> {
  if (!couponId) return;
  await trx
    .updateTable('discount_coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .execute();
}
