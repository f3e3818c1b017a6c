import type { Executor, Trx } from '../../db/database.js';
import { createPeriodicJob } from '../../jobs/periodic-job.js';
import { giveBackCouponUse } from '../coupons/index.js';
import type { Realtime } from '../realtime/index.js';
import type { OrderMail } from './order-mail.js';
import * as orderRepository from './order-repository.js';
import { giveBackOrderStock } from './order-stock.js';

/**
 * Lets an unpaid order go (like WooCommerce's 'hold stock', docs/decisions/0009): cancelled, its
 * stock and coupon use given back. The status moves from pending by one conditional update, so of
 * two app servers (or the sweep and a cancelled payment) exactly one releases it. `dueBy` releases
 * only an order whose hold has run out by then.
 */
export async function releaseOrder(
  trx: Trx,
  orderId: string,
  reason: 'released' | 'payment_cancelled',
  now: Date,
  dueBy?: Date,
): Promise<boolean> {
  const order = await orderRepository.state(trx, orderId);
  if (!order) return false;
  if (!(await orderRepository.cancelUnpaid(trx, orderId, reason, now.toISOString(), dueBy?.toISOString()))) {
    return false;
  }
  await giveBackOrderStock(trx, orderId);
  if (order.coupon_id) await giveBackCouponUse(trx, order.coupon_id);
  return true;
}

export interface HoldSweeperOptions {
  db: Executor;
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
  db,
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
    let released = 0;
    for (const id of await orderRepository.dueForRelease(db, at.toISOString(), batchSize)) {
      const done = await db.transaction().execute(async (trx) => {
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
