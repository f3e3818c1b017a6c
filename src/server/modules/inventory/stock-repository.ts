import { type Expression, sql } from 'kysely';
import { ROWS_PER_STATEMENT, type Executor, engineOf } from '../../db/database.js';
import { stockAfter } from './stock-rules.js';

/**
 * Every statement that moves stock (docs/architecture.md). Stock is a variant's (product_variants'
 * inventory_quantity); its product's inventory_quantity is the sum of its active variants', moved by
 * the same amount in the same transaction, never recounted, so that concurrent changes to two
 * variants of one product keep it exact (docs/decisions/0018-product-variants.md). Its lowest_stock
 * is the least of its active variants' stock: stock taken can only lower it to the variant's new
 * stock; stock given back or counted may raise it, so it is recounted, in a statement of its own
 * once the product's row is locked (docs/decisions/0018-product-variants.md). After a
 * variant is created only this module moves either. Stock is taken with conditional updates, so that
 * concurrent checkouts can never oversell.
 */

/** A line of an order or a cart: a variant and how many of it. */
export interface StockLine {
  variantId: string;
  quantity: number;
}

/**
 * Takes `quantity` units off the summary of the product a variant belongs to, when the variant counts
 * in it: its sum, and its lowest stock when the variant's is now lower.
 */
async function takeFromSummary(db: Executor, variantId: string, quantity: number): Promise<void> {
  const variantStock = sql<number>`(select inventory_quantity from product_variants where id = ${variantId})`;
  await db
    .updateTable('products')
    .set((eb) => ({
      inventory_quantity: eb('inventory_quantity', '-', quantity),
      // The row as it is when this statement holds it: another checkout's lowering is kept.
      lowest_stock: sql<number>`case when lowest_stock is null or lowest_stock > ${variantStock}
        then ${variantStock} else lowest_stock end`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('product_variants')
        .select('product_id')
        .where('id', '=', variantId)
        .where('is_active', '=', 1),
    )
    .execute();
}

/**
 * Takes a line's stock if its variant and product are on sale and it has enough: answers the
 * variant's stock left, undefined when nothing was taken.
 */
export async function take(db: Executor, { variantId, quantity }: StockLine): Promise<number | undefined> {
  const taken = await db
    .updateTable('product_variants')
    .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
    .where('id', '=', variantId)
    .where('is_active', '=', 1)
    .where('inventory_quantity', '>=', quantity)
    // Its product's row by its key: an `in` list of every active product would read them all.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products')
          .select('products.id')
          .whereRef('products.id', '=', 'product_variants.product_id')
          .where('products.status', '=', 'active'),
      ),
    )
    .returning('inventory_quantity')
    .executeTakeFirst();
  if (!taken) return undefined;
  await takeFromSummary(db, variantId, quantity);
  return taken.inventory_quantity;
}

/** Takes a line's stock again if there is enough of it, whatever its variant's or product's status now. */
export async function takeAgain(db: Executor, { variantId, quantity }: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
    .where('id', '=', variantId)
    .where('inventory_quantity', '>=', quantity)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await takeFromSummary(db, variantId, quantity);
  return true;
}

/**
 * The stock of these variants now, each row locked until the transaction ends (on PostgreSQL; a
 * SQLite database has one writer at a time): what a change computed from it may be written back.
 */
async function lockedStock(db: Executor, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select(['id', 'inventory_quantity'])
    .where('id', 'in', variantIds)
    .$if(engineOf(db) === 'postgres', (q) => q.forUpdate())
    .execute();
  return new Map(rows.map((row) => [row.id, row.inventory_quantity]));
}

/**
 * Writes variants' new stock and moves their products' summaries by the difference, a statement of
 * each per ROWS_PER_STATEMENT; `stock` maps a variant's stock now (locked) to its new stock.
 */
async function restock(
  db: Executor,
  changes: ReadonlyArray<{ variantId: string; stock: (now: number) => number }>,
): Promise<void> {
  const integer = (value: number) => sql`cast(${value} as integer)`;
  for (let i = 0; i < changes.length; i += ROWS_PER_STATEMENT) {
    const batch = changes.slice(i, i + ROWS_PER_STATEMENT);
    const now = await lockedStock(
      db,
      batch.map((c) => c.variantId),
    );
    const moved = batch.flatMap(({ variantId, stock }) => {
      const before = now.get(variantId);
      return before === undefined
        ? []
        : [{ variantId, after: stock(before), change: stock(before) - before }];
    });
    if (moved.length === 0) continue;
    const values = moved.map((m) => sql`(${m.variantId}, ${integer(m.after)}, ${integer(m.change)})`);
    // A CTE names the rows' columns on both engines (SQLite's VALUES cannot be aliased).
    await sql`
      with v (id, new_stock, stock_change) as (values ${sql.join(values)})
      update product_variants set inventory_quantity = v.new_stock
      from v
      where product_variants.id = v.id`.execute(db);
    await sql`
      with v (id, new_stock, stock_change) as (values ${sql.join(values)}),
        by_product (product_id, stock_change) as (
          select pv.product_id, sum(v.stock_change) from v
          join product_variants pv on pv.id = v.id and pv.is_active = 1
          group by pv.product_id)
      update products set inventory_quantity = inventory_quantity + by_product.stock_change
      from by_product
      where products.id = by_product.product_id`.execute(db);
    // Now that the products' rows are held, a statement of its own reads their variants as they are.
    await sql`
      update products set lowest_stock = (${lowestOf(sql.ref('products.id'))})
      where id in (
        select pv.product_id from product_variants pv
        where pv.is_active = 1 and pv.id in (${sql.join(moved.map((m) => m.variantId))}))`.execute(db);
  }
}

/** The least stock of a product's variants on sale (null with none). */
const lowestOf = (productId: Expression<string> | string) =>
  sql<number | null>`select min(inventory_quantity) from product_variants
    where product_id = ${productId} and is_active = 1`;

/**
 * Sets a product's stock to the sum of its active variants', and its lowest stock to the least. Only
 * for a caller that holds every variant of the product locked (the catalogue's change to its
 * variants): no checkout can move them meanwhile, so the count is exact.
 */
export async function recount(db: Executor, productId: string): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      inventory_quantity: eb
        .selectFrom('product_variants')
        .select(sql<number>`coalesce(sum(inventory_quantity), 0)`.as('stock'))
        .where('product_id', '=', productId)
        .where('is_active', '=', 1),
      lowest_stock: sql<number | null>`(${lowestOf(productId)})`,
    }))
    .where('id', '=', productId)
    .execute();
}

/** Gives a line's stock back (within the most a variant holds). */
export async function giveBack(db: Executor, { variantId, quantity }: StockLine): Promise<void> {
  await restock(db, [{ variantId, stock: (now) => stockAfter(now, quantity) }]);
}

/** A variant's stock and whether it can be sold: its own switch and its product's status. */
export function stockOf(db: Executor, variantId: string) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.inventory_quantity', 'v.is_active', 'p.status'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
}

/** The admin's count of a variant's stock: set as written, or moved by `change` from what it is now. */
export type StockCount = { set: number } | { change: number };

const counted = (stock: StockCount) => (now: number) =>
  'set' in stock ? stock.set : stockAfter(now, stock.change);

/** Sets or moves one variant's stock. */
export async function count(db: Executor, variantId: string, stock: StockCount): Promise<void> {
  await restock(db, [{ variantId, stock: counted(stock) }]);
}

/** Sets or moves many variants' stock (an import's batch). */
export async function countMany(
  db: Executor,
  counts: ReadonlyArray<{ variantId: string; stock: StockCount }>,
): Promise<void> {
  await restock(
    db,
    counts.map(({ variantId, stock }) => ({ variantId, stock: counted(stock) })),
  );
}

/**
 * Whether a quantity fits a variant's stock (`onSale`: and the variant and its product are on sale):
 * a condition for a cart's write, so that no race gets a line past the stock.
 */
export const fitsStock = (
  quantity: Expression<number> | number,
  variantId: Expression<string> | string,
  { onSale }: { onSale: boolean },
) =>
  sql<boolean>`${quantity} <= (select v.inventory_quantity from product_variants v where v.id = ${variantId}${
    onSale
      ? sql` and v.is_active = 1 and exists (select 1 from products p where p.id = v.product_id and p.status = 'active')`
      : sql``
  })`;
