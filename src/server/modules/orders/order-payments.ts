import { isPaymentReceived } from '../../../shared/constants.js';
import type { Executor, Trx } from '../../db/database.js';
import { redeemCouponAgain } from '../coupons/index.js';
import { StockGone } from '../inventory/index.js';
import * as orderRepository from './order-repository.js';
import { takeOrderStockAgain } from './order-stock.js';

/**
 * An order's payment, as the payments module reports it (docs/decisions/0009). Each change is a
 * conditional update from the state read, so a repeated notification changes nothing and one that
 * races a status change reads the order again.
 */

export type PaymentOutcome = 'paid' | 'paid_stock_short' | 'already_paid' | 'not_found';

/** Only an order let go unpaid comes back; one the admin cancelled stays cancelled. */
const letGoUnpaid = (order: orderRepository.OrderState) =>
  order.status === 'cancelled' &&
  (order.cancel_reason === 'released' || order.cancel_reason === 'payment_cancelled');

/**
 * Records a payment received. Paid once; a pending order moves on to processing. An order already
 * released takes its stock (and coupon use) again when it is there; otherwise it is kept paid and
 * marked stock short for the admin, never lost. `then` runs in the transaction that records it.
 */
export async function recordPayment(
  db: Executor,
  orderId: string,
  providerPaymentId: string | null,
  now: Date,
  then: (trx: Trx, outcome: 'paid' | 'paid_stock_short') => Promise<void>,
): Promise<PaymentOutcome> {
  const pay = (stockShort: boolean) =>
    db.transaction().execute(async (trx): Promise<PaymentOutcome | 'raced'> => {
      const order = await orderRepository.state(trx, orderId);
      if (!order) return 'not_found';
      // Paid once, whatever refunds gave back since: a second payment is the admin's to refund.
      if (isPaymentReceived(order.payment_status)) return 'already_paid';
      const reviving = letGoUnpaid(order) && !stockShort;
      const moved = await orderRepository.changeFrom(
        trx,
        orderId,
        { status: order.status, unpaid: true },
        {
          payment_status: 'paid',
          provider_payment_id: providerPaymentId,
          hold_until: null,
          updated_at: now.toISOString(),
          ...(order.status === 'pending' || reviving
            ? { status: 'processing' as const, cancel_reason: null }
            : {}),
          ...(stockShort ? { stock_short: 1 as const } : {}),
        },
      );
      // The status moved meanwhile (the sweep released it, the admin changed it): read it again.
      if (!moved) return 'raced';
      if (reviving) {
        await takeOrderStockAgain(trx, orderId);
        if (order.coupon_id) await redeemCouponAgain(trx, order.coupon_id);
      }
      const outcome = stockShort ? 'paid_stock_short' : 'paid';
      await then(trx, outcome);
      return outcome;
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
export const recordPaymentFailed = (trx: Trx, orderId: string, now: Date) =>
  orderRepository.markPaymentFailed(trx, orderId, now.toISOString());

export type ResumeOutcome = 'resumed' | 'not_payable' | { shortOf: string };

/**
 * Pays an unpaid order again, with this method ('pay again', 'pay by EFT instead'). An order
 * already let go comes back only if its stock is still there. Its hold starts again for the method.
 */
export async function resumePayment(
  db: Executor,
  orderId: string,
  method: 'eft' | 'payfast',
  holdUntil: Date,
  now: Date,
): Promise<ResumeOutcome> {
  return db
    .transaction()
    .execute(async (trx): Promise<ResumeOutcome> => {
      const order = await orderRepository.state(trx, orderId);
      const letGo = order !== undefined && letGoUnpaid(order);
      if (!order || isPaymentReceived(order.payment_status) || !(order.status === 'pending' || letGo)) {
        return 'not_payable';
      }
      const moved = await orderRepository.changeFrom(
        trx,
        orderId,
        { status: order.status, paymentStatus: order.payment_status },
        {
          status: 'pending',
          cancel_reason: null,
          payment_method: method,
          payment_status: 'pending',
          hold_until: holdUntil.toISOString(),
          updated_at: now.toISOString(),
        },
      );
      if (!moved) return 'not_payable';
      if (letGo) {
        await takeOrderStockAgain(trx, orderId);
        if (order.coupon_id) await redeemCouponAgain(trx, order.coupon_id);
      }
      return 'resumed';
    })
    .catch((error: unknown) => {
      if (error instanceof StockGone) return { shortOf: error.title };
      throw error;
    });
}
