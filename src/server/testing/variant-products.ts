import type { Db } from '../db/database.js';
import { insertProducts, saveVariants } from '../modules/catalog/index.js';
import { productRow } from './fixtures.js';

/**
 * A product with a Size option and a variant per stock given, written through the catalogue's writes
 * (the last variant switched off when `switchedOff`); its id and its variants' ids in order.
 */
export async function insertProductWithVariants(
  db: Db,
  stocks: readonly number[],
  { switchedOff = false } = {},
): Promise<{ id: string; variants: string[] }> {
  const values = stocks.map((_, i) => `S${i}`);
  const row = productRow({ options: JSON.stringify([{ name: 'Size', values }]) });
  await insertProducts(db.kysely, [row]);
  await saveVariants(
    db.kysely,
    row.id,
    {
      variants: stocks.map((stock, i) => ({
        details: {
          sku: `${row.sku}-${values[i]}`,
          option_values: JSON.stringify([values[i]]),
          position: i,
          price_cents: row.price_cents,
          sale_price_cents: null,
          image: null,
          is_active: switchedOff && i === stocks.length - 1 ? 0 : 1,
        },
        stock: { set: stock },
        initialStock: stock,
      })),
    },
    row.created_at,
  );
  const variants = await db.kysely
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', row.id)
    .orderBy('position')
    .execute();
  return { id: row.id, variants: variants.map((v) => v.id) };
}

/** A product's lowest stock as kept (`kept`), and as its variants on sale have it now (`least`). */
export async function lowestStockOf(db: Db, productId: string) {
  const product = await db.kysely
    .selectFrom('products')
    .select('lowest_stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const variants = await db.kysely
    .selectFrom('product_variants')
    .select('inventory_quantity')
    .where('product_id', '=', productId)
    .where('is_active', '=', 1)
    .execute();
  const least = variants.length === 0 ? null : Math.min(...variants.map((v) => v.inventory_quantity));
  return { kept: product.lowest_stock, least };
}
