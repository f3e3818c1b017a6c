import type { Selectable } from 'kysely';
import type { DocumentSeries } from '../../../shared/schemas/invoices.js';
import type { Executor, Trx } from '../../db/database.js';
import type { InvoicesTable } from '../../db/schema.js';

/** The invoices and document_numbers tables: every statement on them. */

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * The series' next serial number, taken in the issuing transaction: the counter's row stays locked
 * until it commits (another server's payment waits for it) and a rollback gives the number back, so
 * the numbers have no gap and no duplicate (docs/decisions/0020-invoices.md).
 */
export async function nextNumber(trx: Trx, series: DocumentSeries): Promise<number> {
  const { last_number } = await trx
    .updateTable('document_numbers')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('series', '=', series)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(last_number);
}

export async function insert(trx: Trx, row: InvoiceRow): Promise<void> {
  await trx.insertInto('invoices').values(row).execute();
}

/** An order's documents, oldest first. */
export const forOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('issued_at')
    .orderBy('series')
    .orderBy('number')
    .execute();

/** One of an order's documents (null when the order has none by that id). */
export const find = (db: Executor, orderId: string, id: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('id', '=', id)
    .executeTakeFirst();

export const invoiceOf = (db: Executor, orderId: string) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('series', '=', 'invoice')
    .executeTakeFirst();
