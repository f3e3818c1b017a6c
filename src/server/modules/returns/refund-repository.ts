import type { Insertable, Selectable } from 'kysely';
import type { Executor, Trx } from '../../db/database.js';
import type { RefundsTable } from '../../db/schema.js';

/** The refunds table: every statement on it. */

export type RefundRow = Selectable<RefundsTable>;

export async function insert(trx: Trx, row: Insertable<RefundsTable>): Promise<void> {
  await trx.insertInto('refunds').values(row).execute();
}

/** A refund made: completed, with its credit note. False when it was no longer pending. */
export async function complete(trx: Trx, id: string, creditNoteId: string | null): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('refunds')
    .set({ status: 'completed', credit_note_id: creditNoteId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A refund PayFast did not make: forgotten (its amount is given back to the order). False when it
 * was no longer pending.
 */
export async function remove(trx: Trx, id: string): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('refunds')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** An order's refunds, oldest first. */
export const ofOrder = (db: Executor, orderId: string) =>
  db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The refund asked for with this key, if any. */
export const byKey = (db: Executor, key: string) =>
  db.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
