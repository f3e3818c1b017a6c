import type { Insertable, Selectable } from 'kysely';
import type { Executor, Trx } from '../../db/database.js';
import type { RefundsTable } from '../../db/schema.js';

/** The refunds table: every statement on it. */

export type RefundRow = Selectable<RefundsTable>;

export async function insert(trx: Trx, row: Insertable<RefundsTable>): Promise<void> {
  await trx.insertInto('refunds').values(row).execute();
}

/** A refund PayFast made: completed, with its credit note. */
export async function complete(trx: Trx, id: string, creditNoteId: string | null): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({ status: 'completed', credit_note_id: creditNoteId })
    .where('id', '=', id)
    .execute();
}

/** A refund PayFast did not make: forgotten (its amount is given back to the order). */
export async function remove(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('refunds').where('id', '=', id).where('status', '=', 'pending').execute();
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

/** An order's refund PayFast was asked for and did not confirm, if any. */
export const pendingOf = (db: Executor, orderId: string) =>
  db
    .selectFrom('refunds')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
