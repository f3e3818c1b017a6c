/**
 * Every code an error answer of the API carries (`{ "error": { "code", "message", "fields"? } }`):
 * the server throws only these, and the web matches on them, never on a message's words.
 */
export const ERROR_CODES = [
  // Any endpoint.
  'validation_error',
  'bad_request',
  'invalid_json',
  'empty_body',
  'not_found',
  'unauthenticated',
  'forbidden',
  'too_many_requests',
  'busy',
  'not_ready',
  'payload_too_large',
  'unsupported_media_type',
  'request_timeout',
  'headers_too_large',
  'internal_error',
  // Accounts.
  'invalid_credentials',
  'already_registered',
  'last_admin',
  'reset_link_invalid',
  // A shopper's privacy (docs/decisions/0021-privacy.md).
  'wrong_password',
  'orders_in_progress',
  'unsubscribe_link_invalid',
  // The cart and its stock.
  'out_of_stock',
  'insufficient_stock',
  'product_unavailable',
  'variant_required',
  'line_limit',
  'cart_busy',
  'cart_changed',
  'empty_cart',
  // Checkout and payment.
  'coupon_not_valid',
  'coupon_used_up',
  'coupon_minimum_not_met',
  'payment_method_unavailable',
  // The shop has no bank account of its own (docs/decisions/0019-shop-settings.md).
  'eft_unavailable',
  // Neither EFT nor PayFast: the shop cannot take payments yet.
  'payments_unavailable',
  'not_payable',
  // The admin's changes.
  'duplicate_sku',
  'duplicate_code',
  'usage_limit_below_uses',
  'order_changed',
  'settings_changed',
  // Returns and refunds (docs/decisions/0022-returns-and-refunds.md).
  'refund_required',
  'payment_refunded',
  'not_cancellable',
  'order_invoiced',
  'not_returnable',
  'return_window_closed',
  'return_changed',
  'refund_too_large',
  'not_refundable',
  'manual_refund_needed',
  'refund_unavailable',
  // Reviews (docs/decisions/0023-reviews.md).
  'not_reviewable',
  'already_reviewed',
  'review_changed',
  // Images.
  'image_too_large',
  'invalid_image',
  'image_shape',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const known = new Set<string>(ERROR_CODES);

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && known.has(code);
