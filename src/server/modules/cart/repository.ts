import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MAX_LINE_QUANTITY, type ProductStatus } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';

export interface CartLineRow {
  id: string;
  quantity: number;
  product_id: string;
  title: string;
  price_cents: number;
  sale_price_cents: number | null;
  images: string;
  inventory_quantity: number;
  status: ProductStatus;
  category: 'homeware' | 'gym' | 'men' | 'women';
}

export function createCartRepository({ kysely }: Db) {
  return {
    async lines(sessionId: string): Promise<CartLineRow[]> {
      return kysely
        .selectFrom('cart_items as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select([
          'c.id',
          'c.quantity',
          'c.product_id',
          'p.title',
          'p.price_cents',
          'p.sale_price_cents',
          'p.images',
          'p.inventory_quantity',
          'p.status',
          'p.category',
        ])
        .where('c.session_id', '=', sessionId)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
    },

    async line(sessionId: string, lineId: string): Promise<CartLineRow | undefined> {
      return (await this.lines(sessionId)).find((l) => l.id === lineId);
    },

    /**
     * Raises the session's line for the product by quantity, only while it stays within the
     * product's stock and the most one line may hold (one statement, so no race gets past either).
     * Returns 'raised', 'over-stock' (nothing changed) or 'no-line'.
     */
    async raise(
      sessionId: string,
      productId: string,
      quantity: number,
    ): Promise<'raised' | 'over-stock' | 'no-line'> {
      const stock = kysely.selectFrom('products').select('inventory_quantity').where('id', '=', productId);
      const result = await kysely
        .updateTable('cart_items')
        .set({ quantity: sql`quantity + ${quantity}`, updated_at: new Date().toISOString() })
        .where('session_id', '=', sessionId)
        .where('product_id', '=', productId)
        .where(sql`quantity + ${quantity}`, '<=', stock)
        .where(sql`quantity + ${quantity}`, '<=', MAX_LINE_QUANTITY)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return 'raised';
      const existing = await kysely
        .selectFrom('cart_items')
        .select('id')
        .where('session_id', '=', sessionId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return existing ? 'over-stock' : 'no-line';
    },

    /** Creates the line; false when a concurrent request created it first. */
    async insert(sessionId: string, productId: string, quantity: number): Promise<boolean> {
      const now = new Date().toISOString();
      const result = await kysely
        .insertInto('cart_items')
        .values({
          id: randomUUID(),
          session_id: sessionId,
          product_id: productId,
          quantity,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['session_id', 'product_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Sets a line's quantity. A raise only succeeds while the product is active and has the stock;
     * a lowering always does. Returns false when nothing changed.
     */
    async setQuantity(
      sessionId: string,
      lineId: string,
      quantity: number,
      raising: boolean,
    ): Promise<boolean> {
      const result = await kysely
        .updateTable('cart_items')
        .set({ quantity, updated_at: new Date().toISOString() })
        .where('id', '=', lineId)
        .where('session_id', '=', sessionId)
        .$if(raising, (q) =>
          q.where((eb) =>
            eb(
              sql`${quantity}`,
              '<=',
              eb
                .selectFrom('products')
                .select('inventory_quantity')
                .whereRef('products.id', '=', 'cart_items.product_id')
                .where('products.status', '=', 'active'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(sessionId: string, lineId: string): Promise<boolean> {
      const result = await kysely
        .deleteFrom('cart_items')
        .where('id', '=', lineId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async clear(sessionId: string): Promise<void> {
      await kysely.deleteFrom('cart_items').where('session_id', '=', sessionId).execute();
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
