import { endpoints } from '../../../shared/api/endpoints.js';
import type { PaymentMethod } from '../../../shared/constants.js';
import type { OrderDetail, PaymentStart } from '../../../shared/schemas/checkout.js';
import type { EftAccount, HoldTimes } from '../../../shared/schemas/settings.js';
import { conflict } from '../../http/errors.js';
import { insufficientStock } from '../inventory/index.js';
import { type PaymentMethods, orderPageUrl, resumePayment } from '../orders/index.js';
import { payfastCheckoutForm } from './payfast/checkout-form.js';
import { type PayfastNotificationsOptions, createPayfastNotifications } from './payfast-notifications.js';

export interface PaymentsOptions extends PayfastNotificationsOptions {
  /** How long an unpaid order holds its stock now (the shop's settings). */
  holds: () => HoldTimes;
  /** The shop's bank account now (its settings): EFT is offered only while it has one. */
  eftAccount: () => EftAccount | null;
}

/**
 * Payments behind one interface (docs/decisions/0009): EFT while the shop has a bank account
 * (docs/decisions/0019-shop-settings.md), PayFast when it is configured.
 * Starting a payment tells the browser what to do; the provider's notification is trusted only
 * after every check PayFast requires, and the orders module changes the order at most once.
 */
export function createPayments(options: PaymentsOptions) {
  const { db, payfast, holds, eftAccount, realtime, now } = options;
  const notifications = createPayfastNotifications(options);

  const methods = (): readonly PaymentMethod[] => [
    ...(eftAccount() ? (['eft'] as const) : []),
    ...(payfast ? (['payfast'] as const) : []),
  ];
  /**
   * Refuses a method not on offer now, saying why by its code: no way to pay at all, no bank
   * account for EFT, or PayFast not configured. `field` names the body's field it came in.
   */
  const assertOffered = (method: PaymentMethod, field?: string): void => {
    const offered = methods();
    if (offered.includes(method)) return;
    const [code, message] =
      offered.length === 0
        ? (['payments_unavailable', 'This shop cannot take payments yet. Please try again later.'] as const)
        : method === 'eft'
          ? (['eft_unavailable', 'This shop does not take EFT payments at the moment.'] as const)
          : (['payment_method_unavailable', 'This payment method is not available.'] as const);
    throw conflict(code, message, field ? { [field]: message } : undefined);
  };
  const holdMs = (method: PaymentMethod) => {
    const { onlineMinutes, eftDays } = holds();
    return method === 'payfast' ? onlineMinutes * 60_000 : eftDays * 24 * 60 * 60_000;
  };

  /** What the browser does to pay: a PayFast form only for an order still waiting for its payment. */
  function start(order: OrderDetail, origin: string): PaymentStart {
    const payable = order.status === 'pending' && order.paymentStatus !== 'paid';
    if (order.paymentMethod !== 'payfast' || !payfast || !payable) return { method: 'eft' };
    // The shopper's browser keeps the guest key; PayFast only needs the order's page (docs/decisions/0009).
    const page = orderPageUrl(origin, order.id, null);
    const [nameFirst = order.customerName, ...rest] = order.customerName.trim().split(/\s+/);
    return {
      method: 'payfast',
      ...payfastCheckoutForm(payfast, {
        returnUrl: `${page}?payment=return`,
        cancelUrl: `${page}?payment=cancelled`,
        notifyUrl: `${origin}${endpoints.payfastNotification.path}`,
        nameFirst,
        nameLast: rest.join(' '),
        emailAddress: order.customerEmail,
        mPaymentId: order.orderNumber,
        amountCents: order.totalCents,
        itemName: `Lekker Living order ${order.orderNumber}`,
      }),
    };
  }

  /** What checkout reads of the payment methods (the orders module declares it). */
  const forCheckout: PaymentMethods = { assertOffered, holdMs, start };

  return {
    ...forCheckout,

    /** PayFast's notifications: kept, then checked and applied (the caller answers 200 once kept). */
    notifications,

    /** 'Pay again' or 'pay by EFT instead' for an unpaid order its shopper opened. */
    async resume(order: OrderDetail, method: PaymentMethod, origin: string): Promise<PaymentStart> {
      assertOffered(method);
      const at = now();
      // A new hold for the method, never shorter than the one it has, and never past the longest hold
      // from when the order was placed: paying again cannot keep stock held for ever.
      const cap = Date.parse(order.createdAt) + Math.max(holdMs('payfast'), holdMs('eft'));
      const current = order.status === 'pending' && order.holdUntil ? Date.parse(order.holdUntil) : 0;
      const until = Math.min(Math.max(at.getTime() + holdMs(method), current), cap);
      if (until <= at.getTime()) {
        throw conflict(
          'not_payable',
          'This order waited too long for its payment. Please place a new order.',
        );
      }
      const outcome = await resumePayment(db, order.id, method, new Date(until), at);
      if (outcome === 'not_payable') {
        throw conflict('not_payable', 'This order cannot be paid any more.');
      }
      if (typeof outcome === 'object') {
        throw insufficientStock(
          `Sorry, ${outcome.shortOf} sold out meanwhile, so this order cannot be paid. Please place a new order.`,
        );
      }
      realtime.orderChanged(order.id);
      if (order.status === 'cancelled') realtime.productsChanged();
      return start({ ...order, paymentMethod: method, status: 'pending', paymentStatus: 'pending' }, origin);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
