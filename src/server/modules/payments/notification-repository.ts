import type { Executor } from '../../db/database.js';

/** The payment_notifications table: each notification kept before it is answered, then its outcome. */

export async function insert(
  db: Executor,
  notification: { id: string; body: string; senderIp: string; origin: string; receivedAt: string },
): Promise<void> {
  await db
    .insertInto('payment_notifications')
    .values({
      id: notification.id,
      provider: 'payfast',
      body: notification.body,
      sender_ip: notification.senderIp,
      origin: notification.origin,
      received_at: notification.receivedAt,
      attempts: 0,
      next_attempt_at: notification.receivedAt,
      processed_at: null,
      outcome: null,
    })
    .execute();
}

export function find(db: Executor, id: string) {
  return db
    .selectFrom('payment_notifications')
    .select(['body', 'sender_ip', 'origin', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes a notification for this server: one conditional update on its attempts, so no other server
 * handles it meanwhile; its next attempt is set first, so one that fails midway is tried again.
 */
export async function claim(
  db: Executor,
  id: string,
  attempts: number,
  at: string,
  nextAttemptAt: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('payment_notifications')
    .set({ attempts: attempts + 1, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .where('attempts', '=', attempts)
    .where('next_attempt_at', '<=', at)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/**
 * What came of it; `processedAt` when it is final (otherwise it is tried again). A final outcome is
 * never written over: a server that claimed it again after a slow first handling changes nothing.
 */
export async function record(db: Executor, id: string, outcome: string, processedAt?: string): Promise<void> {
  await db
    .updateTable('payment_notifications')
    .set(processedAt === undefined ? { outcome } : { processed_at: processedAt, outcome })
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .execute();
}

/** The notifications due to be handled again, oldest first. */
export async function due(db: Executor, at: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_notifications')
    .select('id')
    .where('processed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .orderBy('received_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The payment provider's notifications by what came of them ('pending' while not yet handled). */
export async function countByOutcome(db: Executor): Promise<Array<{ outcome: string; n: number }>> {
  const rows = await db
    .selectFrom('payment_notifications')
    .select([
      (eb) => eb.fn.coalesce('outcome', eb.val('pending')).as('outcome'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .groupBy('outcome')
    .execute();
  return rows.map((row) => ({ outcome: String(row.outcome), n: Number(row.n) }));
}
