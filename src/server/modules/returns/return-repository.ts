import { type Insertable, type Selectable, sql } from 'kysely';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import {
  type AdminReturnsQuery,
  RETURN_STATUSES,
  type ReturnStatus,
} from '../../../shared/schemas/returns.js';
import type { Executor, Trx } from '../../db/database.js';
import { containsText, withStatusCounts } from '../../db/list-queries.js';
import type { ReturnLinesTable, ReturnsTable } from '../../db/schema.js';

/** The returns and return_lines tables: every statement on them. */

export type ReturnRow = Selectable<ReturnsTable>;

/** A returned line with what the order says of it. */
export interface ReturnLineRow {
  return_id: string;
  order_item_id: string;
  quantity: number;
  restocked: 0 | 1 | null;
  title: string;
  variant_options: string;
  sku: string;
  unit_price_cents: number;
}

export async function insert(
  trx: Trx,
  row: Insertable<ReturnsTable>,
  lines: ReadonlyArray<Omit<Insertable<ReturnLinesTable>, 'return_id'>>,
): Promise<void> {
  await trx.insertInto('returns').values(row).execute();
  await trx
    .insertInto('return_lines')
    .values(lines.map((line) => ({ ...line, return_id: row.id })))
    .execute();
}

/** How many returns an order has had (its next one is numbered after them). */
export async function countFor(db: Executor, orderId: string): Promise<number> {
  const { n } = await db
    .selectFrom('returns')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** An order's returns, oldest first. */
export const ofOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('returns')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('requested_at')
    .orderBy('id')
    .execute();

export const find = (db: Executor, id: string) =>
  db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();

/** The lines of these returns, with their order lines' titles and prices. */
export async function linesOf(db: Executor, returnIds: readonly string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .selectFrom('return_lines as l')
    .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
    .select([
      'l.return_id',
      'l.order_item_id',
      'l.quantity',
      'l.restocked',
      'i.title',
      'i.variant_options',
      'i.sku',
      'i.unit_price_cents',
    ])
    .where('l.return_id', 'in', returnIds)
    .orderBy('i.title')
    .orderBy('i.id')
    .execute();
}

/** What the order's returns not declined already ask back, by order line. */
export async function askedBack(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', (eb) => eb.fn.sum<number | string>('l.quantity').as('quantity')])
    .where('r.order_id', '=', orderId)
    .where('r.status', '!=', 'declined')
    .groupBy('l.order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.quantity)]));
}

/** Moves a return on from the status it was read with; false when it had moved meanwhile. */
export async function move(
  trx: Trx,
  id: string,
  from: ReturnStatus,
  to: ReturnStatus,
  at: Date,
  message?: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('returns')
    .set({ status: to, updated_at: at.toISOString(), ...(message !== undefined ? { message } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

export async function setRestocked(trx: Trx, returnId: string, orderItemId: string, restocked: boolean) {
  await trx
    .updateTable('return_lines')
    .set({ restocked: restocked ? 1 : 0 })
    .where('return_id', '=', returnId)
    .where('order_item_id', '=', orderItemId)
    .execute();
}

/** A return as the admin's list shows it: with its order's number, customer and payment. */
const LISTED = [
  'r.id',
  'r.number',
  'r.status',
  'r.reason',
  'r.details',
  'r.message',
  'r.requested_at',
  'r.order_id',
  'o.order_number',
  'o.customer_name',
  'o.customer_email',
  'o.payment_method',
  'o.total_amount_cents',
  'o.refunded_cents',
] as const;

const matching = (db: Executor, q: string | undefined) =>
  db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .$if(q !== undefined, (qb) =>
      qb.where(
        containsText(
          [
            sql.ref('r.number'),
            sql.ref('o.order_number'),
            sql.ref('o.customer_name'),
            sql.ref('o.customer_email'),
          ],
          q!,
        ),
      ),
    );

export const listedOne = (db: Executor, id: string) =>
  matching(db, undefined).select(LISTED).where('r.id', '=', id).executeTakeFirst();

export type ListedReturn = NonNullable<Awaited<ReturnType<typeof listedOne>>>;

/** The admin's Returns screen: a page of a status (newest first), and each status's count over the search. */
export async function list(db: Executor, query: AdminReturnsQuery) {
  const { status, q } = query;
  const dir = query.dir ?? 'desc';
  const page = query.page ?? 1;
  const listed = await withStatusCounts(
    RETURN_STATUSES,
    status,
    matching(db, q)
      .select(LISTED)
      .$if(status !== undefined, (qb) => qb.where('r.status', '=', status!))
      .orderBy('r.requested_at', dir)
      .orderBy('r.id', dir)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    matching(db, q)
      .select((eb) => ['r.status as status', eb.fn.countAll<number | string>().as('n')])
      .groupBy('r.status')
      .execute(),
  );
  return { ...listed, page };
}
