import type { Order, OrderUpdate, ParsedOrderUpdate } from '@shared/schemas/orders';

/** What the order details dialog edits, from the server's copy of the order. */
export const orderToForm = (order: Order): OrderUpdate => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
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
