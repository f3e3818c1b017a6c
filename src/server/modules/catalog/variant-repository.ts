import { randomUUID } from 'node:crypto';
import { type Executor, ROWS_PER_STATEMENT } from '../../db/database.js';
import type { ProductsTable } from '../../db/schema.js';

/**
 * The product_variants table (docs/decisions/0018-product-variants.md): what is sold. Its stock is
 * set when a variant is created and moved only by the inventory module after that. Until the
 * catalogue offers options, every product is simple: one variant with its product's SKU and prices.
 */

type SimpleProduct = Pick<
  ProductsTable,
  'id' | 'sku' | 'price_cents' | 'sale_price_cents' | 'inventory_quantity' | 'created_at'
>;

/** Each new simple product's one variant. */
export async function insertSimple(db: Executor, products: readonly SimpleProduct[]): Promise<void> {
  for (let i = 0; i < products.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('product_variants')
      .values(
        products.slice(i, i + ROWS_PER_STATEMENT).map((p) => ({
          id: randomUUID(),
          product_id: p.id,
          sku: p.sku,
          option_values: '[]',
          position: 0,
          price_cents: p.price_cents,
          sale_price_cents: p.sale_price_cents,
          inventory_quantity: p.inventory_quantity,
          image: null,
          is_active: 1,
          created_at: p.created_at,
          updated_at: p.created_at,
        })),
      )
      .execute();
  }
}

/** A simple product's variant takes its product's SKU and prices again, after the product is saved. */
export async function followProducts(db: Executor, productIds: readonly string[], at: string): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .updateTable('product_variants')
    .from('products')
    .set((eb) => ({
      sku: eb.ref('products.sku'),
      price_cents: eb.ref('products.price_cents'),
      sale_price_cents: eb.ref('products.sale_price_cents'),
      updated_at: at,
    }))
    .whereRef('product_variants.product_id', '=', 'products.id')
    .where('products.id', 'in', productIds)
    .execute();
}

/** The variant a product sells when none is named: its first active one, else its first. */
export function defaultOf(db: Executor, productId: string) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id'])
    .where('product_id', '=', productId)
    .orderBy('is_active', 'desc')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
}

/** The variants of these products, by product (a simple product's one). */
export async function idsByProduct(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id'])
    .where('product_id', 'in', productIds)
    .orderBy('position', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.id]));
}
