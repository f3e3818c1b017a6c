import type { Totals } from '../../../shared/pricing.js';
import type { Order, ShippingAddress } from '../../../shared/schemas/orders.js';
import type { OrdersTable } from '../../db/schema.js';

/** What an order in a list shows (toOrder), for the admin and for its shopper. */
export const ORDER_COLUMNS = [
  'id',
  'order_number',
  'customer_name',
  'customer_email',
  'customer_phone',
  'shipping_address',
  'status',
  'payment_status',
  'tracking_number',
  'notes',
  'total_amount_cents',
  'created_at',
] as const;

export type OrderRow = Pick<OrdersTable, (typeof ORDER_COLUMNS)[number]>;

/** The shipping address as the orders table keeps it: JSON with snake_case keys. */
interface StoredAddress {
  street: string;
  suburb: string;
  city: string;
  province: string;
  postal_code: string;
}

export function storedAddress({ street, suburb, city, province, postalCode }: ShippingAddress): string {
  return JSON.stringify({ street, suburb, city, province, postal_code: postalCode } satisfies StoredAddress);
}

/** An order's money as the orders table keeps it, one column a line of its summary. */
export function moneyColumns(sum: Totals) {
  return {
    items_cents: sum.itemsCents,
    savings_cents: sum.savingsCents,
    subtotal_cents: sum.subtotalCents,
    discount_cents: sum.discountCents,
    shipping_cents: sum.shippingCents,
    total_amount_cents: sum.totalCents,
  } satisfies Partial<OrdersTable>;
}

export function toOrder(row: OrderRow): Order {
  const address = JSON.parse(row.shipping_address) as StoredAddress;
  return {
    id: row.id,
    orderNumber: row.order_number,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    shippingAddress: {
      street: address.street,
      suburb: address.suburb,
      city: address.city,
      province: address.province,
      postalCode: address.postal_code,
    },
    status: row.status,
    paymentStatus: row.payment_status,
    trackingNumber: row.tracking_number,
    notes: row.notes,
    totalCents: row.total_amount_cents,
    createdAt: row.created_at,
  };
}
