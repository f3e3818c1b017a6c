import { plainAmount } from '../../../shared/money.js';
import { shopDateTime } from '../../../shared/shop-time.js';
import { spreadsheetSafe } from '../../http/csv.js';
import type { ExportedOrder } from './order-repository.js';
import { toOrder } from './order-rows.js';

/**
 * The orders CSV (docs/decisions/0016-csv-import-and-export.md): a row per order line,
 * as Shopify's order export writes it. Each row names its order, so a spreadsheet can filter or
 * sort by any column; the order's money is on its first row only, so that adding up a column counts
 * each order once.
 */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'date',
  'status',
  'payment_status',
  'payment_method',
  'delivery_method',
  'customer_name',
  'customer_email',
  'customer_phone',
  'street',
  'suburb',
  'city',
  'province',
  'postal_code',
  'coupon_code',
  'items',
  'savings',
  'discount',
  'shipping',
  'total',
  'refunded',
  'net',
  'tracking_number',
  'notes',
  'line_sku',
  'line_title',
  'line_options',
  'line_quantity',
  'line_unit_price',
  'line_total',
] as const;

const text = (value: string | null) => (value === null ? '' : spreadsheetSafe(value));

/** An order's rows, in ORDER_CSV_COLUMNS' order. */
export function orderCsvRows(order: ExportedOrder): (string | number)[][] {
  const { shippingAddress: address } = toOrder(order);
  const named = [
    order.order_number,
    shopDateTime(order.created_at),
    order.status,
    order.payment_status,
    order.payment_method,
    order.delivery_method,
    text(order.customer_name),
    text(order.customer_email),
    text(order.customer_phone),
    text(address.street),
    text(address.suburb),
    text(address.city),
    text(address.province),
    text(address.postalCode),
    text(order.coupon_code),
  ];
  const money = [
    order.items_cents,
    order.savings_cents,
    order.discount_cents,
    order.shipping_cents,
    order.total_amount_cents,
    order.refunded_cents,
    Number(order.total_amount_cents) - Number(order.refunded_cents),
  ].map(plainAmount);
  const after = [text(order.tracking_number), text(order.notes)];
  const lines = order.lines.length > 0 ? order.lines : [undefined];
  return lines.map((line, i) => [
    ...named,
    ...(i === 0 ? money : money.map(() => '')),
    ...after,
    ...(line
      ? [
          text(line.sku),
          text(line.title),
          text(line.variant_options),
          line.quantity,
          plainAmount(line.unit_price_cents),
          plainAmount(line.line_total_cents),
        ]
      : ['', '', '', '', '', '']),
  ]);
}
