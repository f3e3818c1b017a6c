import { DELIVERY_OPTIONS } from '../../../shared/constants.js';
import { isCustomerErased } from '../../../shared/privacy.js';
import { orderPath } from '../../../shared/routes.js';
import type { Trx } from '../../db/database.js';
import { type BankDetails, type EmailMessage, enqueueEmail } from '../email/index.js';
import { type FoundOrder, orderDetail } from './order-reads.js';

/** The invoice a payment-received email carries. */
export interface PaidInvoice {
  id: string;
  number: string;
}

export type OrderEmailKind = 'order_placed' | 'payment_received' | 'order_shipped' | 'order_cancelled';

export interface OrderMailSettings {
  /** Whether the shop is registered for VAT now (a VAT number in its settings). */
  vatIncluded: () => boolean;
  /** The shop's bank account now (its settings); none when it has none. */
  eft: () => BankDetails | null;
  /** PUBLIC_URL; without it, the address of the request that caused the email. */
  publicUrl: string | undefined;
  /** Where links point when neither is known (the hold sweep runs outside any request). */
  fallbackOrigin: string;
}

/** The order's page, with the guest's key when the order has one (emails are the guest's way back). */
export const orderPageUrl = (origin: string, id: string, key: string | null) =>
  `${origin}${orderPath(id, key ?? undefined)}`;

/**
 * The emails about an order (docs/decisions/0009): each made from the order as stored and written to the outbox
 * in the transaction of the change that causes it, so an email goes out exactly when its change
 * commits.
 */
export function createOrderMail(settings: OrderMailSettings) {
  const originOf = (requestOrigin?: string) => settings.publicUrl ?? requestOrigin ?? settings.fallbackOrigin;

  function message(
    kind: OrderEmailKind,
    found: FoundOrder,
    origin: string,
    invoice: PaidInvoice | null,
  ): EmailMessage {
    const { order } = found;
    const orderUrl = orderPageUrl(origin, order.id, found.accessKey);
    const common = { customerName: order.customerName, orderNumber: order.orderNumber, orderUrl };
    switch (kind) {
      case 'order_placed':
        return {
          kind,
          data: {
            ...common,
            lines: order.lines.map(({ title, variantOptions, quantity, unitPriceCents, lineTotalCents }) => ({
              title,
              variantOptions,
              quantity,
              unitPriceCents,
              lineTotalCents,
            })),
            breakdown: {
              itemsCents: order.itemsCents,
              savingsCents: order.savingsCents,
              discountCents: order.discountCents,
              couponCode: order.couponCode,
              shippingCents: order.shippingCents,
              deliveryLabel: `${DELIVERY_OPTIONS[order.deliveryMethod].name} (${DELIVERY_OPTIONS[order.deliveryMethod].days})`,
              totalCents: order.totalCents,
              vatIncluded: settings.vatIncluded(),
            },
            shippingAddress: order.shippingAddress,
            payment:
              order.paymentMethod === 'eft'
                ? {
                    method: 'eft',
                    bank: settings.eft(),
                    reference: order.orderNumber,
                    holdUntil: order.holdUntil ?? order.createdAt,
                  }
                : {
                    method: 'payfast',
                    status:
                      order.paymentStatus === 'paid'
                        ? 'paid'
                        : order.paymentStatus === 'failed'
                          ? 'failed'
                          : 'pending',
                    payUrl: orderUrl,
                  },
          },
        };
      case 'payment_received':
        return {
          kind,
          data: {
            ...common,
            totalCents: order.totalCents,
            invoice: invoice && { orderId: order.id, ...invoice },
          },
        };
      case 'order_shipped':
        return { kind, data: { ...common, trackingNumber: order.trackingNumber } };
      case 'order_cancelled':
        return { kind, data: { ...common, reason: order.cancelReason ?? 'admin' } };
    }
  }

  /** Queues the email about an order read in the transaction of the change (so it sees the change). */
  const queueFor = (
    trx: Trx,
    kind: OrderEmailKind,
    found: FoundOrder,
    now: Date,
    requestOrigin: string | undefined,
    invoice: PaidInvoice | null = null,
  ) =>
    // A customer who deleted their account left no address to write to (docs/decisions/0021-privacy.md).
    isCustomerErased(found.order)
      ? undefined
      : enqueueEmail(trx, {
          orderId: found.order.id,
          to: found.order.customerEmail,
          message: message(kind, found, originOf(requestOrigin), invoice),
          now,
        });

  return {
    queueFor,

    /**
     * Reads the order inside the transaction (so it sees the change) and queues the email about it:
     * its data, which the sender renders.
     */
    async queue(trx: Trx, kind: OrderEmailKind, orderId: string, now: Date, requestOrigin?: string) {
      const found = await orderDetail(trx, orderId);
      if (found) await queueFor(trx, kind, found, now, requestOrigin);
    },

    /**
     * Queues another module's email about an order (a return's, a refund's), made from what every
     * order email starts with: the customer's name, the order's number and its page's address.
     */
    async queueAbout(
      trx: Trx,
      orderId: string,
      now: Date,
      requestOrigin: string | undefined,
      make: (common: { customerName: string; orderNumber: string; orderUrl: string }) => EmailMessage,
    ) {
      const found = await orderDetail(trx, orderId);
      if (!found || isCustomerErased(found.order)) return;
      const { order } = found;
      await enqueueEmail(trx, {
        orderId,
        to: order.customerEmail,
        message: make({
          customerName: order.customerName,
          orderNumber: order.orderNumber,
          orderUrl: orderPageUrl(originOf(requestOrigin), order.id, found.accessKey),
        }),
        now,
      });
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
