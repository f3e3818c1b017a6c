import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Executor } from '../../db/database.js';
import { StockGone, recountCouponUse, retakeOrderStock } from '../orders/order-stock.js';

export type PaymentOutcome = 'paid' | 'paid_stock_short' | 'already_paid' | 'not_found';

/**
 * Records a payment received (issue 8 §1, §3). Paid once: the update moves only from unpaid, so a
 * repeated notification changes nothing; one that races a status change reads the order again. A
 * pending order moves on to processing. An order already released takes its stock (and coupon use)
 * again when it is there; otherwise it is kept paid and marked stock short for the admin, never lost.
 * `then` runs in the transaction that records it.
 */
export async function recordPayment(
  kysely: Kysely<Database>,
  orderId: string,
  providerPaymentId: string | null,
  now: Date,
  then: (trx: Executor) => Promise<void>,
): Promise<PaymentOutcome> {
  const pay = (stockShort: boolean) =>
    kysely.transaction().execute(async (trx): Promise<PaymentOutcome | 'raced'> => {
      const order = await trx
        .selectFrom('orders')
        .select(['status', 'payment_status', 'coupon_id', 'cancel_reason'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return 'not_found';
      if (order.payment_status === 'paid') return 'already_paid';
      // Only an order let go unpaid comes back; one the admin cancelled stays cancelled, paid, for a refund.
      const letGo = order.cancel_reason === 'released' || order.cancel_reason === 'payment_cancelled';
      const reviving = order.status === 'cancelled' && letGo && !stockShort;
      const moved = await trx
        .updateTable('orders')
        .set({
          payment_status: 'paid',
          provider_payment_id: providerPaymentId,
          hold_until: null,
          updated_at: now.toISOString(),
          ...(order.status === 'pending' || reviving
            ? { status: 'processing' as const, cancel_reason: null }
            : {}),
          ...(stockShort ? { stock_short: 1 as const } : {}),
        })
        .where('id', '=', orderId)
        .where('payment_status', '!=', 'paid')
        .where('status', '=', order.status)
        .executeTakeFirst();
      // The status moved meanwhile (the sweep released it, the admin changed it): read it again.
      if (moved.numUpdatedRows === 0n) return 'raced';
      if (reviving) {
        await retakeOrderStock(trx, orderId);
        await recountCouponUse(trx, order.coupon_id);
      }
      await then(trx);
      return stockShort ? 'paid_stock_short' : 'paid';
    });
  let stockShort = false;
  for (;;) {
    try {
      const outcome = await pay(stockShort);
      if (outcome !== 'raced') return outcome;
    } catch (error) {
      if (!(error instanceof StockGone)) throw error;
      stockShort = true;
    }
  }
}

/** A failed payment: the order keeps its hold, so the shopper can pay again or switch to EFT. */
export async function recordPaymentFailed(trx: Executor, orderId: string, now: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ payment_status: 'failed', updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

export type ResumeOutcome = 'resumed' | 'not_payable' | { shortOf: string };

/**
 * Pays an unpaid order again, with this method ('pay again', 'pay by EFT instead'). An order
 * already let go (released, or its payment cancelled) comes back only if its stock is still there.
 * Its hold starts again for the method chosen.
 */
export async function resumePayment(
  kysely: Kysely<Database>,
  orderId: string,
  method: 'eft' | 'payfast',
  holdUntil: Date,
  now: Date,
): Promise<ResumeOutcome> {
  return kysely
    .transaction()
    .execute(async (trx): Promise<ResumeOutcome> => {
      const order = await trx
        .selectFrom('orders')
        .select(['status', 'payment_status', 'cancel_reason', 'coupon_id'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      const letGo =
        order?.status === 'cancelled' &&
        (order.cancel_reason === 'released' || order.cancel_reason === 'payment_cancelled');
      if (!order || order.payment_status === 'paid' || !(order.status === 'pending' || letGo)) {
        return 'not_payable';
      }
      const moved = await trx
        .updateTable('orders')
        .set({
          status: 'pending',
          cancel_reason: null,
          payment_method: method,
          payment_status: 'pending',
          hold_until: holdUntil.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', orderId)
        .where('status', '=', order.status)
        .where('payment_status', '=', order.payment_status)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return 'not_payable';
      if (letGo) {
        await retakeOrderStock(trx, orderId);
        await recountCouponUse(trx, order.coupon_id);
      }
      return 'resumed';
    })
    .catch((error: unknown) => {
      if (error instanceof StockGone) return { shortOf: error.title };
      throw error;
    });
}
