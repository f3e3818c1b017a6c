import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MAX_LINE_QUANTITY, type ProductStatus } from '../../../shared/constants.js';
import { type ProductOption, variantLabel } from '../../../shared/schemas/catalog.js';
import type { Executor } from '../../db/database.js';
import { stockRepository } from '../inventory/index.js';

/**
 * The cart's lines with what the cart and checkout need of their variants and products, oldest line
 * first. A line's status is its product's, or archived when its variant is switched off.
 */
export function lines(db: Executor, sessionId: string) {
  return db
    .selectFrom('cart_lines as c')
    .innerJoin('product_variants as v', 'v.id', 'c.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'c.id',
      'c.quantity',
      'c.variant_id',
      'v.product_id',
      'v.sku',
      'v.option_values',
      'p.title',
      'p.options',
      'v.price_cents',
      'v.sale_price_cents',
      'p.images',
      'v.inventory_quantity',
      sql<ProductStatus>`case when v.is_active = 1 then p.status else 'archived' end`.as('status'),
      'p.category',
    ])
    .where('c.session_id', '=', sessionId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export type CartLineRow = Awaited<ReturnType<typeof lines>>[number];

/**
 * The items the cart counts (as its totals do: lines whose variant and product are on sale), null
 * for none (`itemsCounted` reads it). Read for every shared page a cart holder opens
 * (docs/decisions/0029): written as one statement's text, which costs less to make than the
 * builder's. A statement, not run here (no executor), so that the page's read joins it to the
 * session's.
 */
export const itemCountQuery = (sessionId: string) => sql<{ items: number | null }>`
    select sum(c.quantity) as items
    from cart_lines c
    join product_variants v on v.id = c.variant_id
    join products p on p.id = v.product_id
    where c.session_id = ${sessionId} and v.is_active = 1 and p.status = 'active'`;

/** What `itemCountQuery` read, as a count. */
export const itemsCounted = (items: number | null | undefined): number => Number(items ?? 0);

/** A line's variant written out ('Size: M · Colour: Tan'), as the cart and the order show it. */
export const lineOptions = (row: Pick<CartLineRow, 'options' | 'option_values'>): string =>
  variantLabel(JSON.parse(row.options) as ProductOption[], JSON.parse(row.option_values) as string[]);

export async function line(
  db: Executor,
  sessionId: string,
  lineId: string,
): Promise<CartLineRow | undefined> {
  return (await lines(db, sessionId)).find((l) => l.id === lineId);
}

/**
 * Raises the session's line for the variant by quantity, only while it stays within the variant's
 * stock and the most one line may hold (one statement, so no race gets past either). Answers
 * 'raised', 'over-stock' (nothing changed) or 'no-line'.
 */
export async function raise(
  db: Executor,
  sessionId: string,
  variantId: string,
  quantity: number,
  now: string,
): Promise<'raised' | 'over-stock' | 'no-line'> {
  const raised = sql<number>`quantity + ${quantity}`;
  const result = await db
    .updateTable('cart_lines')
    .set({ quantity: raised, updated_at: now })
    .where('session_id', '=', sessionId)
    .where('variant_id', '=', variantId)
    .where(stockRepository.fitsStock(raised, variantId, { onSale: false }))
    .where(raised, '<=', MAX_LINE_QUANTITY)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'raised';
  const existing = await db
    .selectFrom('cart_lines')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return existing ? 'over-stock' : 'no-line';
}

/** Creates the line; false when a concurrent request created it first. */
export async function insert(
  db: Executor,
  sessionId: string,
  variantId: string,
  quantity: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('cart_lines')
    .values({
      id: randomUUID(),
      session_id: sessionId,
      variant_id: variantId,
      quantity,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['session_id', 'variant_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Sets a line's quantity. A raise only succeeds while the variant is on sale and has the stock; a
 * lowering always does. False when nothing changed.
 */
export async function setQuantity(
  db: Executor,
  sessionId: string,
  lineId: string,
  quantity: number,
  raising: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('cart_lines')
    .set({ quantity, updated_at: now })
    .where('id', '=', lineId)
    .where('session_id', '=', sessionId)
    .$if(raising, (q) =>
      q.where(stockRepository.fitsStock(quantity, sql.ref('cart_lines.variant_id'), { onSale: true })),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: Executor, sessionId: string, lineId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('id', '=', lineId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Empties the cart; answers how many lines it removed. */
export async function clear(db: Executor, sessionId: string): Promise<number> {
  const result = await db.deleteFrom('cart_lines').where('session_id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
