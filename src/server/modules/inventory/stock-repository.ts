import { type Expression, type RawBuilder, sql } from 'kysely';
import { ROWS_PER_STATEMENT, type Executor } from '../../db/database.js';
import { MAX_INVENTORY } from '../../../shared/schemas/admin-products.js';

/**
 * Every statement that moves stock (docs/architecture.md): the stock is the products table's
 * inventory_quantity, which only this module writes after a product is created. Stock is taken
 * with conditional updates, so that concurrent checkouts can never oversell.
 */

/** A line of an order or a cart: a product and how many of it. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * The stock moved by `change` units from what it is now, kept between 0 and MAX_INVENTORY:
 * repeated admin changes must not raise it past the most the product form allows. `change` may be
 * a column (a batch's).
 */
const movedBy = (change: number | RawBuilder<number>): RawBuilder<number> =>
  sql<number>`case
    when inventory_quantity + ${change} < 0 then 0
    when inventory_quantity + ${change} > ${sql.lit(MAX_INVENTORY)} then ${sql.lit(MAX_INVENTORY)}
    else inventory_quantity + ${change} end`;

/** Takes a line's stock if the product is on sale and has enough of it; false when it has not. */
export async function take(db: Executor, { productId, quantity }: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
    .where('id', '=', productId)
    .where('status', '=', 'active')
    .where('inventory_quantity', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes a line's stock again if there is enough of it, whatever the product's status now. */
export async function takeAgain(db: Executor, { productId, quantity }: StockLine): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
    .where('id', '=', productId)
    .where('inventory_quantity', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a line's stock back (within the most a product holds). */
export async function giveBack(db: Executor, { productId, quantity }: StockLine): Promise<void> {
  await db
    .updateTable('products')
    .set({ inventory_quantity: movedBy(quantity) })
    .where('id', '=', productId)
    .execute();
}

/** A product's stock and status now. */
export function stockOf(db: Executor, productId: string) {
  return db
    .selectFrom('products')
    .select(['inventory_quantity', 'status'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** The admin's count of a product's stock: set as written, or moved by `change` from what it is now. */
export type StockCount = { set: number } | { change: number };

/** Sets or moves one product's stock. */
export async function count(db: Executor, productId: string, stock: StockCount): Promise<void> {
  await db
    .updateTable('products')
    .set({ inventory_quantity: 'set' in stock ? stock.set : movedBy(stock.change) })
    .where('id', '=', productId)
    .execute();
}

/** Sets or moves many products' stock, a statement per ROWS_PER_STATEMENT (an import's batch). */
export async function countMany(
  db: Executor,
  counts: ReadonlyArray<{ productId: string; stock: StockCount }>,
): Promise<void> {
  const integer = (value: number | null) => sql`cast(${value} as integer)`;
  for (let i = 0; i < counts.length; i += ROWS_PER_STATEMENT) {
    const values = counts
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(
        ({ productId, stock }) =>
          sql`(${productId}, ${integer('set' in stock ? stock.set : null)}, ${integer('change' in stock ? stock.change : null)})`,
      );
    // A CTE names the rows' columns on both engines (SQLite's VALUES cannot be aliased).
    await sql`
      with v (id, new_stock, stock_change) as (values ${sql.join(values)})
      update products set inventory_quantity =
        case when v.stock_change is null then v.new_stock else ${movedBy(sql.ref('v.stock_change'))} end
      from v
      where products.id = v.id`.execute(db);
  }
}

/**
 * Whether a quantity fits a product's stock (`onSale`: and the product is on sale): a condition
 * for a cart's write, so that no race gets a line past the stock.
 */
export const fitsStock = (
  quantity: Expression<number> | number,
  productId: Expression<string> | string,
  { onSale }: { onSale: boolean },
) =>
  sql<boolean>`${quantity} <= (select inventory_quantity from products where products.id = ${productId}${
    onSale ? sql` and products.status = 'active'` : sql``
  })`;
