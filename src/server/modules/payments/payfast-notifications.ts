import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import {
  type OrderMail,
  type PaymentReceived,
  findOrderByNumber,
  recordPayment,
  recordPaymentFailed,
  releaseOrder,
} from '../orders/index.js';
import type { Realtime } from '../realtime/index.js';
import * as notificationRepository from './notification-repository.js';
import {
  amountMatchesCents,
  askPayfast,
  createSenderCheck,
  parseFormBody,
  readItn,
  verifyItnSignature,
} from './payfast/itn.js';

/** A notification whose checks could not finish waits 1 min, doubling, at most 30 min, then goes again. */
const RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 30 * 60_000;
const retryDelay = (attempts: number) => Math.min(RETRY_MS * 2 ** Math.min(attempts, 10), LONGEST_RETRY_MS);

export interface PayfastNotificationsOptions {
  db: Executor;
  payfast: NonNullable<Config['payfast']> | undefined;
  mail: OrderMail;
  paymentReceived: PaymentReceived;
  realtime: Realtime;
  now: () => Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  resolveHost?: (host: string) => Promise<string[]>;
}

/**
 * What came of a notification: final (kept as its outcome), or to try again (PayFast unreachable).
 * `recorded` when its outcome was written in the transaction that changed the order.
 */
type Handled = { final: true; outcome: string; recorded?: true } | { final: false; outcome: string };

/** Writes a notification's final outcome, in the transaction of the change it made, if any. */
type Settle = (trx: Executor, outcome: string) => Promise<void>;

/**
 * PayFast's notifications (ITN, docs/decisions/0009). Each is written to
 * `payment_notifications` before it is answered 200, then handled: trusted only after PayFast's four
 * checks (signature, sender, amount, PayFast's own confirmation), and applied by conditional updates,
 * so a repeated one changes nothing. One that could not be checked to the end (PayFast unreachable,
 * a database error, the server stopping) is handled again later, by whichever app server claims it.
 */
export function createPayfastNotifications({
  db,
  payfast,
  mail,
  paymentReceived,
  realtime,
  now,
  log,
  resolveHost,
}: PayfastNotificationsOptions) {
  const senderAllowed = payfast
    ? createSenderCheck(payfast.itnAllow, resolveHost ? { resolve: resolveHost } : {})
    : undefined;
  const inFlight = new Set<Promise<void>>();

  async function handle(rawBody: string, senderIp: string, origin: string, settle: Settle): Promise<Handled> {
    const pairs = parseFormBody(rawBody);
    const itn = readItn(pairs);
    const refuse = (reason: string): Handled => {
      log.warn({ reason, senderIp, orderNumber: itn?.mPaymentId }, 'PayFast notification refused');
      return { final: true, outcome: `refused: ${reason}` };
    };
    if (!payfast || !senderAllowed) return refuse('PayFast is not configured');
    if (!itn) return refuse('malformed');
    if (!verifyItnSignature(pairs, payfast.passphrase)) return refuse('signature');
    if (itn.merchantId !== payfast.merchantId) return refuse('merchant');
    if (!(await senderAllowed(senderIp))) return refuse('sender');
    const order = await findOrderByNumber(db, itn.mPaymentId);
    if (!order) return refuse('unknown order');
    if (!amountMatchesCents(itn.amountGross, order.total_amount_cents)) return refuse('amount');
    const confirmation = await askPayfast(payfast.baseUrl, pairs);
    if (confirmation === 'unreachable') {
      log.warn(
        { orderNumber: itn.mPaymentId },
        'PayFast could not confirm a notification yet: trying again later',
      );
      return { final: false, outcome: 'PayFast unreachable' };
    }
    if (confirmation !== 'VALID') return refuse('not confirmed by PayFast');

    const at = now();
    if (itn.paymentStatus === 'COMPLETE') {
      // The outcome is written with the payment: a server killed between the two would leave it
      // to be handled again, and the trail would show only 'already_paid'.
      const outcome = await recordPayment(db, order.id, itn.pfPaymentId, at, async (trx, paid) => {
        await paymentReceived(trx, order.id, at, origin);
        await settle(trx, paid);
      });
      if (outcome === 'already_paid') {
        // Read once paid, not before: the same notification handled twice at once finds its own payment.
        const first = (await findOrderByNumber(db, itn.mPaymentId))?.provider_payment_id;
        if (first !== itn.pfPaymentId) {
          // A second payment for one order (paid twice from two tabs): the shop refunds one of them.
          log.warn(
            { orderNumber: itn.mPaymentId, pfPaymentId: itn.pfPaymentId, first },
            'a second payment arrived for an order already paid: refund it',
          );
          return { final: true, outcome: 'second payment: refund' };
        }
      }
      if (outcome === 'paid_stock_short') {
        log.warn({ orderNumber: itn.mPaymentId }, 'paid after release, stock short: the admin decides');
      }
      if (outcome === 'paid' || outcome === 'paid_stock_short') {
        realtime.orderChanged(order.id);
        return { final: true, outcome, recorded: true };
      }
      return { final: true, outcome };
    }
    // A stale FAILED or CANCELLED for an order since switched to EFT changes nothing.
    if (order.payment_method !== 'payfast') return { final: true, outcome: 'unchanged: paying by EFT' };
    if (itn.paymentStatus === 'FAILED') {
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await recordPaymentFailed(trx, order.id, at))) return false;
        await settle(trx, 'failed');
        return true;
      });
      if (!changed) return { final: true, outcome: 'unchanged' };
      realtime.orderChanged(order.id);
      return { final: true, outcome: 'failed', recorded: true };
    }
    if (itn.paymentStatus === 'CANCELLED') {
      const released = await db.transaction().execute(async (trx) => {
        if (!(await releaseOrder(trx, order.id, 'payment_cancelled', at))) return false;
        await mail.queue(trx, 'order_cancelled', order.id, at, origin);
        await settle(trx, 'released');
        return true;
      });
      if (!released) return { final: true, outcome: 'unchanged' };
      realtime.orderChanged(order.id);
      realtime.productsChanged();
      return { final: true, outcome: 'released', recorded: true };
    }
    return refuse(`status ${itn.paymentStatus}`);
  }

  /**
   * Takes a stored notification for this server (one conditional update: no other server handles it
   * meanwhile; its next attempt is set first, so one that fails midway is tried again), then handles it.
   */
  async function claimAndHandle(id: string): Promise<void> {
    const at = now();
    const row = await notificationRepository.find(db, id);
    if (!row) return;
    const nextAttemptAt = new Date(at.getTime() + retryDelay(row.attempts)).toISOString();
    if (!(await notificationRepository.claim(db, id, row.attempts, at.toISOString(), nextAttemptAt))) return;
    const settle: Settle = (trx, outcome) =>
      notificationRepository.record(trx, id, outcome, now().toISOString());
    const handled = await handle(row.body, row.sender_ip, row.origin, settle);
    if (!handled.final) await notificationRepository.record(db, id, handled.outcome);
    else if (!handled.recorded) await settle(db, handled.outcome);
  }

  function track(task: Promise<void>): void {
    const tracked = task
      .catch((error: unknown) => log.error({ err: error }, 'PayFast notification not handled yet'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    /** Keeps the notification, so the caller can answer 200; its checks and change follow. */
    async accept(rawBody: string, senderIp: string, origin: string): Promise<void> {
      const id = randomUUID();
      await notificationRepository.insert(db, {
        id,
        body: rawBody,
        senderIp,
        origin,
        receivedAt: now().toISOString(),
      });
      track(claimAndHandle(id));
    },

    /** Handles again the notifications whose checks could not finish (run before each hold sweep). */
    async retryDue(): Promise<void> {
      for (const id of await notificationRepository.due(db, now().toISOString(), 100))
        track(claimAndHandle(id));
      await this.idle();
    },

    /** Resolves once every notification taken so far has been handled (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

export type PayfastNotifications = ReturnType<typeof createPayfastNotifications>;
