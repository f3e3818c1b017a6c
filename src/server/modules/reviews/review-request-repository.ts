import type { Executor, Trx } from '../../db/database.js';

/**
 * The review_requests table, and what it reads of orders: a delivered order is asked for reviews
 * once, whichever app server's job finds it first (the order's row here is the claim).
 */

/** Claims the order's request; false when another run claimed it already. */
export async function claim(trx: Trx, orderId: string, at: string, sent: boolean): Promise<boolean> {
  const inserted = await trx
    .insertInto('review_requests')
    .values({ order_id: orderId, at, sent: sent ? 1 : 0 })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Orders delivered between `from` and `to` and still delivered, not asked yet: the oldest first. An
 * order delivered before `from` (the shop was down, or reviews came later) is not asked any more.
 */
export const due = (db: Executor, { from, to, limit }: { from: string; to: string; limit: number }) =>
  db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.delivered_at', '>=', from)
    .where('o.delivered_at', '<=', to)
    .where('o.status', '=', 'delivered')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('review_requests as r').select('r.order_id').whereRef('r.order_id', '=', 'o.id'),
        ),
      ),
    )
    .orderBy('o.delivered_at')
    .limit(limit)
    .execute();
