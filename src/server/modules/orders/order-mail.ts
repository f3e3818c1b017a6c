import { DELIVERY_OPTIONS } from '../../../shared/constants.js';
import { orderPath } from '../../../shared/routes.js';
import type { Trx } from '../../db/database.js';
import { type BankDetails, type EmailMessage, enqueueEmail } from '../email/index.js';
import { type FoundOrder, orderDetail } from './order-reads.js';

export type OrderEmailKind = 'order_placed' | 'payment_received' | 'order_shipped' | 'order_cancelled';

export interface OrderMailSettings {
  /** The shop's bank account now (its settings). */
  eft: () => BankDetails;
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

  function message(kind: OrderEmailKind, found: FoundOrder, origin: string): EmailMessage {
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
        return { kind, data: { ...common, totalCents: order.totalCents } };
      case 'order_shipped':
        return { kind, data: { ...common, trackingNumber: order.trackingNumber } };
      case 'order_cancelled':
        return { kind, data: { ...common, reason: order.cancelReason ?? 'admin' } };
    }
  }

  return {
    /**
     * Reads the order inside the transaction (so it sees the change) and queues the email about it:
     * its data, which the sender renders.
     */
    async queue(trx: Trx, kind: OrderEmailKind, orderId: string, now: Date, requestOrigin?: string) {
      const found = await orderDetail(trx, orderId);
      if (!found) return;
      await enqueueEmail(trx, {
        orderId,
        to: found.order.customerEmail,
        message: message(kind, found, originOf(requestOrigin)),
        now,
      });
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
