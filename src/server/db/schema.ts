/**
 * The database as Kysely sees it. Portable column types across SQLite and PostgreSQL:
 * money is integer cents, percentages integer hundredths of a percent (basis points),
 * flags are 0/1 integers, lists and structured values are JSON text, timestamps are
 * ISO-8601 strings (the PostgreSQL dialect parses timestamptz back to ISO strings).
 */
import type { Generated } from 'kysely';
import type { ProductStatus } from '../../shared/constants.js';

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string;
  created_at: string;
}

export interface UserRolesTable {
  user_id: string;
  role: 'customer' | 'admin' | 'moderator';
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself lives only in the visitor's cookie. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface ProductsTable {
  id: string;
  sku: string;
  title: string;
  description: string;
  short_description: string;
  price_cents: number;
  sale_price_cents: number | null;
  /** JSON array of image addresses. */
  images: string;
  rating: number;
  review_count: number;
  featured: Flag;
  status: ProductStatus;
  category: 'homeware' | 'gym' | 'men' | 'women';
  /** JSON array of tags. */
  tags: string;
  inventory_quantity: number;
  /** The lowest stock among its variants on sale; null when none is (the admin's low-stock filter). */
  lowest_stock: number | null;
  /** JSON array of the product's options, each { name, values } (docs/decisions/0018-product-variants.md). */
  options: Generated<string>;
  /** 1 when its variants on sale cost different amounts (its price is then the lowest). */
  prices_vary: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** What is sold: a product's combination of option values, or a simple product's one variant. */
export interface ProductVariantsTable {
  id: string;
  product_id: string;
  sku: string;
  /** JSON array of the variant's option values, in the order of its product's options. */
  option_values: string;
  position: number;
  price_cents: number;
  sale_price_cents: number | null;
  inventory_quantity: number;
  image: string | null;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

export interface CartLinesTable {
  id: string;
  session_id: string;
  variant_id: string;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  order_number: string;
  user_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  /** JSON object: street, suburb, city, province, postal_code. */
  shipping_address: string;
  status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  payment_status: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
  tracking_number: string | null;
  notes: string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_amount_cents: number;
  coupon_id: string | null;
  coupon_code: string | null;
  idempotency_key: string | null;
  /** SHA-256 of the guest's secret order link token. */
  access_token_hash: string | null;
  /** Items at full price; items − savings − discount + shipping = total (docs/decisions/0009). */
  items_cents: number;
  savings_cents: number;
  delivery_method: 'standard' | 'express';
  payment_method: 'eft' | 'payfast';
  /** While set, the unpaid order holds its stock until this instant. */
  hold_until: string | null;
  cancel_reason: 'admin' | 'released' | 'payment_cancelled' | null;
  /** Paid after its stock was released and no longer there: the admin decides. */
  stock_short: Flag;
  /** The payment provider's id of the payment (PayFast's pf_payment_id). */
  provider_payment_id: string | null;
  /** The guest's link key, for the links in later emails (docs/decisions/0009). */
  access_key: string | null;
  /** When the status became delivered: the return windows count from it. */
  delivered_at: string | null;
  /** What refunds gave back of the payment, counted when each is begun (docs/decisions/0022-returns-and-refunds.md). */
  refunded_cents: number;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  product_id: string | null;
  variant_id: string | null;
  sku: string;
  title: string;
  /** The variant's option values written out ('Size: M · Colour: Tan'); empty for a simple product. */
  variant_options: Generated<string>;
  base_price_cents: number;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

export interface DiscountCouponsTable {
  id: string;
  code: string;
  description: string | null;
  discount_type: 'percentage' | 'fixed';
  /** Basis points for a percentage coupon, cents for a fixed one. */
  discount_value: number;
  min_purchase_cents: number | null;
  max_discount_cents: number | null;
  usage_limit: number | null;
  times_used: number;
  /** Calendar dates, YYYY-MM-DD. */
  valid_from: string;
  valid_until: string | null;
  is_active: Flag;
  created_at: string;
}

export interface SalePromotionsTable {
  id: string;
  name: string;
  description: string | null;
  discount_bps: number;
  start_date: string;
  end_date: string;
  is_active: Flag;
  applies_to_all: Flag;
  category: 'homeware' | 'gym' | 'men' | 'women' | null;
  created_at: string;
}

export interface MediaTable {
  /** SHA-256 of the stored original's bytes. */
  hash: string;
  /** 'original' or a width variant such as 'w400'. */
  variant: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: string;
}

/** An email waiting to be sent, written in the transaction of the change that causes it. */
export interface OutboxEmailsTable {
  id: string;
  kind: string;
  order_id: string | null;
  to_address: string;
  subject: string;
  /** JSON of the email's kind and data (EmailMessage), rendered when it is sent or previewed. */
  message: string;
  attempts: number;
  next_attempt_at: string;
  /** A sender has claimed the row until then. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A payment provider's notification as received; processed_at is set once its checks are done. */
export interface PaymentNotificationsTable {
  id: string;
  provider: 'payfast';
  /** The form body exactly as received (its signature covers it). */
  body: string;
  sender_ip: string;
  /** The shop's address the notification came to (for links in the emails it causes). */
  origin: string;
  received_at: string;
  attempts: number;
  next_attempt_at: string;
  processed_at: string | null;
  /** What came of it: 'paid', 'failed', 'released', 'unchanged' or why it was refused. */
  outcome: string | null;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token; the token itself is only in the email. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A limit's count of hits by one subject in its current window (docs/decisions/0012). */
export interface RequestLimitsTable {
  rule: string;
  /** A hash of what is limited: an address, a cart session, an account, an email. */
  subject: string;
  window_start: number;
  hits: number;
}

/** Failed sign-ins of one subject: an account, an address or a trusted browser (hashed). */
export interface SignInThrottleTable {
  subject: string;
  failures: number;
  /** Milliseconds since 1970 before which the subject's next try is refused. */
  blocked_until: number;
}

/** A browser an account has signed in from: its sign-ins skip the account's and address's waits. */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: string;
}

/** One row: raised by triggers whenever a product changes in a way listing or search can see. */
export interface CatalogRevisionTable {
  id: 1;
  revision: number;
}

/** Which products each revision changed (null: a promotion changed), so an index catches up in place. */
export interface CatalogChangesTable {
  revision: number;
  product_id: string | null;
}

/** One admin change (docs/decisions/0015); `changes` is JSON: [{ field, from, to }]. */
export interface AuditLogTable {
  seq: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_email: string;
  entity: 'product' | 'coupon' | 'promotion' | 'order' | 'user' | 'settings' | 'review';
  entity_id: string;
  action: 'created' | 'updated' | 'deleted';
  changes: string;
}

/** The shop's settings: one row (docs/decisions/0019-shop-settings.md). */
export interface ShopSettingsTable {
  id: 'shop';
  /** JSON of the settings, as src/shared/schemas/settings.ts describes them. */
  settings: string;
  /** How many times they were saved: a save names the version it was made from. */
  version: number;
  updated_at: string;
}

/** A series of documents numbered without gaps: the last number given (docs/decisions/0020-invoices.md). */
export interface DocumentNumbersTable {
  series: 'invoice' | 'credit_note';
  last_number: number;
}

/** An invoice or credit note as issued: never changed. */
export interface InvoicesTable {
  id: string;
  series: 'invoice' | 'credit_note';
  number: number;
  order_id: string;
  /** A credit note's invoice. */
  credits_invoice_id: string | null;
  issued_at: string;
  /** Positive for an invoice and for a credit note alike (the amount credited). */
  total_cents: number;
  /** Null when the shop was not registered for VAT when it issued the document. */
  vat_cents: number | null;
  /** JSON of the document, as src/shared/schemas/invoices.ts describes it. */
  document: string;
}

/**
 * Marketing consent of one email address, an account's or a guest's (docs/decisions/0021-privacy.md):
 * when and how it was given, and when and how it was withdrawn.
 */
export interface MarketingConsentsTable {
  id: string;
  email: string;
  /** The account that gave it, if any. */
  user_id: string | null;
  source: 'sign_up' | 'checkout' | 'account';
  given_at: string;
  withdrawn_at: string | null;
  withdrawn_via: 'account' | 'unsubscribe' | null;
}

/** A secret the shop signs its own links with (the unsubscribe link), one per purpose. */
export interface SigningKeysTable {
  purpose: string;
  /** 256 random bits, base64url. */
  secret: string;
  created_at: string;
}

export interface ReturnsTable {
  id: string;
  /** The order's number and the return's count: 'ORD-ABC123-R1'. */
  number: string;
  order_id: string;
  status: 'requested' | 'authorised' | 'received' | 'refunded' | 'declined';
  reason: 'changed_mind' | 'wrong_size' | 'not_as_described' | 'defective' | 'other';
  details: string | null;
  /** The shop's message with its decision. */
  message: string | null;
  requested_at: string;
  updated_at: string;
}

export interface ReturnLinesTable {
  return_id: string;
  order_item_id: string;
  quantity: number;
  /** Null until received; then whether it went back into stock. */
  restocked: Flag | null;
}

/** A buyer's review of a delivered order line (docs/decisions/0023-reviews.md). */
export interface ReviewsTable {
  id: string;
  product_id: string;
  /** Null once its order was deleted. */
  order_item_id: string | null;
  order_id: string | null;
  user_id: string | null;
  /** 'Thandi N.': the first name and the surname's initial, as the product page shows it. */
  author_name: string;
  variant_options: string;
  rating: number;
  title: string;
  body: string;
  status: 'pending' | 'published' | 'rejected';
  rejection_reason: string | null;
  reply: string | null;
  replied_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Counts the review's changes (its author's and moderators'); 1 when written. */
  version: Generated<number>;
}

/** The review request an order was sent, or decided not to be sent: once per order. */
export interface ReviewRequestsTable {
  order_id: string;
  at: string;
  sent: Flag;
}

export interface RefundsTable {
  id: string;
  order_id: string;
  return_id: string | null;
  amount_cents: number;
  method: 'payfast' | 'manual';
  /** The bank reference of a manual refund. */
  reference: string | null;
  reason: string;
  /** Pending while PayFast is asked: its amount already counts against what is left to refund. */
  status: 'pending' | 'completed';
  credit_note_id: string | null;
  idempotency_key: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  products: ProductsTable;
  catalog_revision: CatalogRevisionTable;
  catalog_changes: CatalogChangesTable;
  audit_log: AuditLogTable;
  shop_settings: ShopSettingsTable;
  product_variants: ProductVariantsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  discount_coupons: DiscountCouponsTable;
  sale_promotions: SalePromotionsTable;
  media: MediaTable;
  outbox_emails: OutboxEmailsTable;
  password_reset_tokens: PasswordResetTokensTable;
  payment_notifications: PaymentNotificationsTable;
  request_limits: RequestLimitsTable;
  sign_in_throttle: SignInThrottleTable;
  trusted_devices: TrustedDevicesTable;
  document_numbers: DocumentNumbersTable;
  invoices: InvoicesTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  refunds: RefundsTable;
  reviews: ReviewsTable;
  review_requests: ReviewRequestsTable;
  marketing_consents: MarketingConsentsTable;
  signing_keys: SigningKeysTable;
}
