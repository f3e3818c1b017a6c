import type { Kysely } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable } from '../../db/schema.js';

/**
 * The statements of checkout, on the database or inside its transaction. Stock and coupon uses are
 * taken with conditional updates, so concurrent checkouts can never oversell or overuse.
 */
export function checkoutQueries(db: Kysely<Database>) {
  return {
    /** The cart's lines with what checkout needs of their products, oldest line first. */
    cartLines(sessionId: string) {
      return db
        .selectFrom('cart_items as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select([
          'c.quantity',
          'p.id as product_id',
          'p.sku',
          'p.title',
          'p.price_cents',
          'p.sale_price_cents',
          'p.category',
          'p.status',
          'p.inventory_quantity',
        ])
        .where('c.session_id', '=', sessionId)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
    },

    couponByCode(code: string) {
      return db.selectFrom('discount_coupons').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async orderIdByIdempotencyKey(keyHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('idempotency_key', '=', keyHash)
        .executeTakeFirst();
      return row?.id;
    },

    /** Takes a line's stock if there is enough of it; false when there is not (or the product went inactive). */
    async takeStock(productId: string, quantity: number): Promise<boolean> {
      const result = await db
        .updateTable('products')
        .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
        .where('id', '=', productId)
        .where('status', '=', 'active')
        .where('inventory_quantity', '>=', quantity)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A product's stock and status now (to say why a line could not be taken). */
    stockOf(productId: string) {
      return db
        .selectFrom('products')
        .select(['inventory_quantity', 'status'])
        .where('id', '=', productId)
        .executeTakeFirst();
    },

    /** Counts one use of a coupon if it still has one to give. */
    async countCouponUse(couponId: string): Promise<boolean> {
      const result = await db
        .updateTable('discount_coupons')
        .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
        .where('id', '=', couponId)
        .where('is_active', '=', 1)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Written first in its transaction: a second submit with the same idempotency key stops here. */
    async insertOrder(order: OrdersTable): Promise<void> {
      await db.insertInto('orders').values(order).execute();
    },

    async insertItems(items: OrderItemsTable[]): Promise<void> {
      await db.insertInto('order_items').values(items).execute();
    },

    /** Empties the cart; answers how many lines it removed. */
    async clearCart(sessionId: string): Promise<number> {
      const result = await db.deleteFrom('cart_items').where('session_id', '=', sessionId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
