import type { EftAccount } from '../../../shared/schemas/settings.js';

/** The shop's emails: each kind and the data its template needs. Amounts are integer cents. */

export const EMAIL_KINDS = [
  'order_placed',
  'payment_received',
  'order_shipped',
  'order_cancelled',
  'return_requested',
  'return_decided',
  'refund_issued',
  'review_request',
  'review_rejected',
  'password_reset',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface OrderPlacedLine {
  title: string;
  /** The variant's options ('Size: M · Colour: Tan'); empty for a simple product. */
  variantOptions: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** items − savings − discount + shipping = total (docs/decisions/0009). */
export interface OrderPlacedBreakdown {
  /** The lines at full price. */
  itemsCents: number;
  /** What sales and promotions took off. */
  savingsCents: number;
  /** What the coupon took off. */
  discountCents: number;
  couponCode: string | null;
  shippingCents: number;
  /** e.g. 'Standard delivery (3–5 business days)'. */
  deliveryLabel: string;
  totalCents: number;
  /** Whether the shop is registered for VAT: only then does the email say the total includes it. */
  vatIncluded?: boolean;
}

export interface EmailAddress {
  street: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
}

/** The shop's EFT account (its settings). */
export type BankDetails = EftAccount;

export type OrderPlacedPayment =
  | {
      method: 'eft';
      /** None only when the shop's account was removed as the order was placed. */
      bank: BankDetails | null;
      /** The order number. */
      reference: string;
      /** ISO instant: pay before this or the order is released. */
      holdUntil: string;
    }
  | {
      method: 'payfast';
      status: 'pending' | 'paid' | 'failed';
      /** The order page, to pay again. */
      payUrl: string;
    };

export interface OrderPlacedData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  lines: OrderPlacedLine[];
  breakdown: OrderPlacedBreakdown;
  shippingAddress: EmailAddress;
  payment: OrderPlacedPayment;
}

export interface PaymentReceivedData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  totalCents: number;
  /** The order's invoice, attached (none in emails queued before the shop issued invoices). */
  invoice?: { orderId: string; id: string; number: string } | null;
}

export interface OrderShippedData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  trackingNumber: string | null;
}

export type CancelReason = 'admin' | 'released' | 'payment_cancelled';

export interface OrderCancelledData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  reason: CancelReason;
}

/** A shopper's request to return items, acknowledged: what was asked back, and what follows. */
export interface ReturnRequestedData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  returnNumber: string;
  /** 'Linen Throw (Size: M) × 1'. */
  items: string[];
}

/** The shop authorised or declined a return, with its message to the shopper. */
export interface ReturnDecidedData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  returnNumber: string;
  decision: 'authorised' | 'declined';
  message: string;
}

/** Money given back, with the credit note that records it (attached). */
export interface RefundIssuedData {
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  amountCents: number;
  /** 'payfast': back to the card or account paid from; 'manual': paid into the shopper's account. */
  method: 'payfast' | 'manual';
  creditNote: { orderId: string; id: string; number: string } | null;
}

/** Some days after delivery: the products of the order, each to review from the order's page. */
export interface ReviewRequestData {
  customerName: string;
  orderNumber: string;
  /** The order's page at its reviews. */
  reviewUrl: string;
  /** The titles of the products to review. */
  products: string[];
}

/** A moderator rejected a review, with the reason. */
export interface ReviewRejectedData {
  customerName: string;
  productTitle: string;
  reviewTitle: string;
  reason: string;
  /** The order's page at its reviews, where the review can be changed and sent again. */
  reviewUrl: string | null;
}

export interface PasswordResetData {
  name: string;
  resetUrl: string;
  validMinutes: number;
}

export interface EmailDataByKind {
  order_placed: OrderPlacedData;
  payment_received: PaymentReceivedData;
  order_shipped: OrderShippedData;
  order_cancelled: OrderCancelledData;
  return_requested: ReturnRequestedData;
  return_decided: ReturnDecidedData;
  refund_issued: RefundIssuedData;
  review_request: ReviewRequestData;
  review_rejected: ReviewRejectedData;
  password_reset: PasswordResetData;
}

/** One email to render: its kind and that kind's data. */
export type EmailMessage = { [K in EmailKind]: { kind: K; data: EmailDataByKind[K] } }[EmailKind];
