import { randomUUID } from 'node:crypto';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Executor, ROWS_PER_STATEMENT, engineOf } from '../../db/database.js';
import type { Database, ProductVariantsTable, ProductsTable } from '../../db/schema.js';

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
    // Only a simple product's variant: a product with options has its variants' own.
    .where('product_variants.option_values', '=', '[]')
    .execute();
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

const VARIANT_COLUMNS = [
  'id',
  'product_id',
  'sku',
  'option_values',
  'position',
  'price_cents',
  'sale_price_cents',
  'inventory_quantity',
  'image',
  'is_active',
] as const;

export type VariantRow = Pick<ProductVariantsTable, (typeof VARIANT_COLUMNS)[number]>;

/** The variants of these products, each product's in their order. */
export async function ofProducts(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_variants')
    .select(VARIANT_COLUMNS)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byProduct.get(row.product_id)?.push(row);
  return byProduct;
}

/** Each variant with one of these SKUs (an import's batch: a SKU is the shop's once): its id and its product's. */
export async function bySkus(
  db: Executor,
  skus: readonly string[],
): Promise<Map<string, { id: string; productId: string }>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select(['id', 'sku', 'product_id'])
    .where('sku', 'in', skus)
    .execute();
  return new Map(rows.map((row) => [row.sku, { id: row.id, productId: row.product_id }]));
}

/** One variant of a product, or undefined when the product has no such variant. */
export function findOf(db: Executor, productId: string, variantId: string): Promise<VariantRow | undefined> {
  return db
    .selectFrom('product_variants')
    .select(VARIANT_COLUMNS)
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/**
 * Locks these products' variants until the transaction ends (on PostgreSQL; a SQLite database has
 * one writer at a time). A change to a product takes its variants before its row, in the order
 * checkout takes them (a variant, then its product), so the two never wait on each other in a circle.
 */
export async function lockOf(db: Executor, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await lockWhere(db, (eb) => eb('product_id', 'in', productIds));
}

/** Locks the variants of the products with these SKUs, as lockOf does (an import's batch, before it reads them). */
export async function lockOfSkus(db: Executor, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  await lockWhere(db, (eb) =>
    eb('product_id', 'in', eb.selectFrom('products').select('id').where('sku', 'in', skus)),
  );
}

/** Locks variants in checkout's order: product by product, each product's by id. */
async function lockWhere(
  db: Executor,
  which: (eb: ExpressionBuilder<Database, 'product_variants'>) => Expression<SqlBool>,
): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await db
    .selectFrom('product_variants')
    .select('id')
    .where(which)
    .orderBy('product_id')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A variant's fields as the admin writes them, but its stock (the inventory module's after it is made). */
export type VariantDetails = Pick<
  ProductVariantsTable,
  'sku' | 'option_values' | 'position' | 'price_cents' | 'sale_price_cents' | 'image' | 'is_active'
>;

export async function insert(
  db: Executor,
  productId: string,
  variant: VariantDetails & { id: string; inventory_quantity: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('product_variants')
    .values({ ...variant, product_id: productId, created_at: at, updated_at: at })
    .execute();
}

export async function update(db: Executor, id: string, details: VariantDetails, at: string): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ ...details, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Gives these variants placeholder SKUs and option values of this call's own until they are written
 * again in the same transaction: variants that trade SKUs or options (a swap), written one by one,
 * then never meet the unique keys (a SKU; a product's options) half-way.
 */
export async function holdKeys(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const held = sql<string>`cast(${`held:${randomUUID()}:`} as text) || id`;
  await db
    .updateTable('product_variants')
    .set({ sku: held, option_values: held })
    .where('id', 'in', ids)
    .execute();
}

export async function remove(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('product_variants').where('id', 'in', ids).execute();
}

/**
 * The product's prices summarise its variants: those of its cheapest active variant in stock (else
 * of its cheapest active one, else of its cheapest), by the price a shopper pays; and whether its
 * active variants' prices differ (a listing's 'From R…').
 */
export async function summarisePrices(db: Executor, productId: string): Promise<void> {
  const variants = await db
    .selectFrom('product_variants')
    .select(['price_cents', 'sale_price_cents', 'is_active'])
    .where('product_id', '=', productId)
    .orderBy('is_active', 'desc')
    .orderBy(sql`case when inventory_quantity > 0 then 0 else 1 end`)
    .orderBy(sql`coalesce(sale_price_cents, price_cents)`)
    .orderBy('position')
    .execute();
  const [cheapest] = variants;
  if (!cheapest) return;
  const paying = new Set(
    variants.filter((v) => v.is_active === 1).map((v) => v.sale_price_cents ?? v.price_cents),
  );
  await db
    .updateTable('products')
    .set({
      price_cents: cheapest.price_cents,
      sale_price_cents: cheapest.sale_price_cents,
      prices_vary: paying.size > 1 ? 1 : 0,
    })
    .where('id', '=', productId)
    .execute();
}

/**
 * Stock moved by a checkout or an order's change can sell out, or bring back, the variant a listing
 * prices its product at (the cheapest in stock): the products of these variants whose prices vary
 * are summarised again. `soldOut` limits it to variants with no stock left (a checkout's, which only
 * takes). The caller has just moved these products' stock, so it holds their rows.
 */
export async function repriceForStock(
  db: Executor,
  variantIds: readonly string[],
  { soldOut }: { soldOut: boolean },
): Promise<void> {
  if (variantIds.length === 0) return;
  const products = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.product_id')
    .distinct()
    .where('v.id', 'in', variantIds)
    .where('p.prices_vary', '=', 1)
    .$if(soldOut, (q) => q.where('v.inventory_quantity', '=', 0))
    .orderBy('v.product_id')
    .execute();
  for (const { product_id } of products) await summarisePrices(db, product_id);
}
