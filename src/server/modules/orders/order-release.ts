import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createPeriodicJob } from '../../jobs/periodic-job.js';
import type { Realtime } from '../realtime/realtime.js';
import type { OrderMail } from './order-mail.js';
import type { Executor } from '../../db/database.js';
import { returnCouponUse, returnOrderStock } from './order-stock.js';

/**
 * Lets an unpaid order go (issue 8 §3, like WooCommerce's 'hold stock'): cancelled, its stock and
 * coupon use returned. The status moves from pending by one conditional update, so of two app
 * servers (or the sweep and a cancelled payment) exactly one releases it. `dueBy` releases only an
 * order whose hold has run out by then.
 */
export async function releaseOrder(
  trx: Executor,
  orderId: string,
  reason: 'released' | 'payment_cancelled',
  now: Date,
  dueBy?: Date,
): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select('coupon_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return false;
  const moved = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', cancel_reason: reason, hold_until: null, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .where('payment_status', '!=', 'paid')
    .$if(dueBy !== undefined, (q) => q.where('hold_until', '<=', dueBy!.toISOString()))
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  await returnOrderStock(trx, orderId);
  await returnCouponUse(trx, order.coupon_id);
  return true;
}

export interface HoldSweeperOptions {
  kysely: Kysely<Database>;
  mail: OrderMail;
  realtime: Realtime;
  now: () => Date;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
  /** Runs first: payments that arrived but could not be checked yet are handled before any release. */
  beforeSweep?: () => Promise<void>;
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Runs inside every app server: every interval, the orders whose hold has run out are released,
 * each in its own transaction with its email. Between servers the conditional update decides.
 */
export function createHoldSweeper({
  kysely,
  mail,
  realtime,
  now,
  log,
  beforeSweep,
  intervalMs = 30_000,
  batchSize = 100,
}: HoldSweeperOptions) {
  async function sweep(): Promise<number> {
    await beforeSweep?.();
    const at = now();
    const due = await kysely
      .selectFrom('orders')
      .select('id')
      .where('hold_until', 'is not', null)
      .where('hold_until', '<=', at.toISOString())
      .where('status', '=', 'pending')
      .orderBy('hold_until')
      .limit(batchSize)
      .execute();
    let released = 0;
    for (const { id } of due) {
      const done = await kysely.transaction().execute(async (trx) => {
        if (!(await releaseOrder(trx, id, 'released', at, at))) return false;
        await mail.queue(trx, 'order_cancelled', id, at);
        return true;
      });
      if (!done) continue;
      released += 1;
      realtime.orderChanged(id);
    }
    if (released > 0) {
      log.info({ released }, 'unpaid orders released');
      realtime.productsChanged();
    }
    return released;
  }

  return createPeriodicJob({
    run: sweep,
    intervalMs,
    onError: (error) => log.error({ err: error }, 'hold sweep failed'),
  });
}

export type HoldSweeper = ReturnType<typeof createHoldSweeper>;
