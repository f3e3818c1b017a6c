import { PAYMENT_STATUS_LABELS, type PaymentStatus, SETTABLE_PAYMENT_STATUSES } from '@shared/constants';
import type { Order, OrderUpdate, ParsedOrderUpdate } from '@shared/schemas/orders';
import type { AuditFields } from '@web/admin-kit/audit-timeline';

/** Whether the admin may set this payment status by hand (refunds set the others). */
export const isSettablePaymentStatus = (
  status: PaymentStatus,
): status is (typeof SETTABLE_PAYMENT_STATUSES)[number] =>
  (SETTABLE_PAYMENT_STATUSES as readonly string[]).includes(status);

/** Whether the order's payment can still give money back: paid, and not all of it refunded. */
export const isRefundable = (status: PaymentStatus) => status === 'paid' || status === 'partially_refunded';

/** What the order details dialog edits, from the server's copy of the order. */
export const orderToForm = (order: Order): OrderUpdate => ({
  status: order.status,
  // Refunded or partially refunded is what refunds made it, not a choice (the field shows it read-only).
  paymentStatus: isSettablePaymentStatus(order.paymentStatus) ? order.paymentStatus : undefined,
  trackingNumber: order.trackingNumber ?? '',
  notes: order.notes ?? '',
});

/**
 * The save of one field, as the shared schema read it (docs/specification.md §4): a status at once,
 * a tracking number or notes when left, if they differ from the server's copy; else nothing.
 */
export function orderChange(
  field: keyof OrderUpdate,
  update: ParsedOrderUpdate,
  order: Order,
): OrderUpdate | undefined {
  if ((field === 'trackingNumber' || field === 'notes') && update[field] === order[field]) return undefined;
  return { [field]: update[field] };
}

/** How the order's timeline words what refunds record: the amount given back so far, as money. */
export const ORDER_AUDIT_FIELDS: AuditFields = {
  refunded_cents: { label: 'Refunded', money: true },
  payment_status: { label: 'Payment status', values: PAYMENT_STATUS_LABELS },
};
