import type { PaymentMethod } from '../../../shared/constants.js';
import type { OrderDetail, PaymentStart } from '../../../shared/schemas/checkout.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/errors.js';
import { type OrderMail, orderPageUrl } from '../orders/order-mail.js';
import { releaseOrder } from '../orders/order-release.js';
import type { Realtime } from '../realtime/realtime.js';
import { payfastCheckoutForm } from './payfast/checkout-form.js';
import {
  amountMatchesCents,
  confirmWithPayfast,
  createSenderCheck,
  parseFormBody,
  readItn,
  verifyItnSignature,
} from './payfast/itn.js';
import { recordPayment, recordPaymentFailed, resumePayment } from './order-payments.js';

/** The path PayFast posts its notifications (ITN) to. */
export const PAYFAST_NOTIFY_PATH = '/api/payments/payfast/notify';

export interface PaymentsOptions {
  db: Db;
  payfast: Config['payfast'];
  holdOnlineMinutes: number;
  holdEftDays: number;
  mail: OrderMail;
  realtime: Realtime;
  now: () => Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** PayFast's host names resolved for the sender check (tests and offline machines pass their own). */
  resolveHost?: (host: string) => Promise<string[]>;
}

/**
 * Payments behind one interface (issue 8 §1, docs/decisions/0009): EFT always, PayFast when it is
 * configured. Starting a payment tells the browser what to do; the provider's notification is
 * trusted only after every check PayFast requires, and changes the order at most once.
 */
export function createPayments({
  db,
  payfast,
  holdOnlineMinutes,
  holdEftDays,
  mail,
  realtime,
  now,
  log,
  resolveHost,
}: PaymentsOptions) {
  const senderAllowed = payfast
    ? createSenderCheck(payfast.itnAllow, resolveHost ? { resolve: resolveHost } : {})
    : undefined;
  /** ITNs being handled after their 200 answer: tests wait on them, shutdown lets them finish. */
  const inFlight = new Set<Promise<void>>();

  const methods = (): readonly PaymentMethod[] => (payfast ? ['eft', 'payfast'] : ['eft']);
  const holdMs = (method: PaymentMethod) =>
    method === 'payfast' ? holdOnlineMinutes * 60_000 : holdEftDays * 24 * 60 * 60_000;

  function start(order: OrderDetail, origin: string): PaymentStart {
    if (order.paymentMethod !== 'payfast' || !payfast) return { method: 'eft' };
    // The shopper's browser keeps the guest key; PayFast only needs the order's page (docs/decisions/0009).
    const page = orderPageUrl(origin, order.id, null);
    const [nameFirst = order.customerName, ...rest] = order.customerName.trim().split(/\s+/);
    return {
      method: 'payfast',
      ...payfastCheckoutForm(payfast, {
        returnUrl: `${page}?payment=return`,
        cancelUrl: `${page}?payment=cancelled`,
        notifyUrl: `${origin}${PAYFAST_NOTIFY_PATH}`,
        nameFirst,
        nameLast: rest.join(' '),
        emailAddress: order.customerEmail,
        mPaymentId: order.orderNumber,
        amountCents: order.totalCents,
        itemName: `Lekker Living order ${order.orderNumber}`,
      }),
    };
  }

  /** The four checks PayFast requires, then the change the status asks for. Never throws. */
  async function handleItn(rawBody: string, senderIp: string, origin: string): Promise<void> {
    const pairs = parseFormBody(rawBody);
    const itn = readItn(pairs);
    const refuse = (reason: string) =>
      log.warn({ reason, senderIp, orderNumber: itn?.mPaymentId }, 'PayFast notification refused');
    if (!payfast || !senderAllowed) return refuse('PayFast is not configured');
    if (!itn) return refuse('malformed');
    if (!verifyItnSignature(pairs, payfast.passphrase)) return refuse('signature');
    if (itn.merchantId !== payfast.merchantId) return refuse('merchant');
    if (!(await senderAllowed(senderIp))) return refuse('sender');
    const order = await db.kysely
      .selectFrom('orders')
      .select(['id', 'total_amount_cents'])
      .where('order_number', '=', itn.mPaymentId)
      .executeTakeFirst();
    if (!order) return refuse('unknown order');
    if (!amountMatchesCents(itn.amountGross, order.total_amount_cents)) return refuse('amount');
    if (!(await confirmWithPayfast(payfast.baseUrl, pairs))) return refuse('not confirmed by PayFast');

    const at = now();
    let changed: boolean;
    if (itn.paymentStatus === 'COMPLETE') {
      const outcome = await recordPayment(db.kysely, order.id, itn.pfPaymentId, at, (trx) =>
        mail.queue(trx, 'payment_received', order.id, at, origin),
      );
      changed = outcome === 'paid' || outcome === 'paid_stock_short';
      if (outcome === 'paid_stock_short') {
        log.warn({ orderNumber: itn.mPaymentId }, 'paid after release, stock short: the admin decides');
      }
    } else if (itn.paymentStatus === 'FAILED') {
      changed = await db.kysely.transaction().execute((trx) => recordPaymentFailed(trx, order.id, at));
    } else if (itn.paymentStatus === 'CANCELLED') {
      changed = await db.kysely.transaction().execute(async (trx) => {
        if (!(await releaseOrder(trx, order.id, 'payment_cancelled', at))) return false;
        await mail.queue(trx, 'order_cancelled', order.id, at, origin);
        return true;
      });
      if (changed) realtime.productsChanged();
    } else {
      return refuse(`status ${itn.paymentStatus}`);
    }
    if (changed) realtime.orderChanged(order.id);
  }

  return {
    methods,
    holdMs,
    start,

    /** Takes a notification: the caller answers 200 at once, and the checks run after. */
    acceptItn(rawBody: string, senderIp: string, origin: string): void {
      const task = handleItn(rawBody, senderIp, origin)
        .catch((error: unknown) => log.error({ err: error }, 'PayFast notification failed'))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },

    /** Resolves once every notification taken so far has been handled. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },

    /** 'Pay again' or 'pay by EFT instead' for an unpaid order its shopper opened. */
    async resume(order: OrderDetail, method: PaymentMethod, origin: string): Promise<PaymentStart> {
      if (!methods().includes(method)) {
        throw conflict('payment_method_unavailable', 'This payment method is not available.');
      }
      const at = now();
      const outcome = await resumePayment(
        db.kysely,
        order.id,
        method,
        new Date(at.getTime() + holdMs(method)),
        at,
      );
      if (outcome === 'not_payable') {
        throw conflict('not_payable', 'This order cannot be paid any more.');
      }
      if (typeof outcome === 'object') {
        throw conflict(
          'insufficient_stock',
          `Sorry, ${outcome.shortOf} sold out meanwhile, so this order cannot be paid. Please place a new order.`,
        );
      }
      realtime.orderChanged(order.id);
      if (order.status === 'cancelled') realtime.productsChanged();
      return start({ ...order, paymentMethod: method }, origin);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
