/** Business constants of docs/specification.md §9. Money is in integer cents (docs/design.md §4). */

export const CATEGORIES = ['homeware', 'gym', 'men', 'women'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category page titles (docs/specification.md §2); any other category reads 'Products'. */
export const CATEGORY_TITLES: Record<Category, string> = {
  homeware: 'Homeware',
  gym: 'Gym Accessories',
  men: "Men's Accessories",
  women: "Women's Accessories",
};
export const FALLBACK_CATEGORY_TITLE = 'Products';

/** Navigation link labels. */
export const CATEGORY_NAV_LABELS: Record<Category, string> = {
  homeware: 'Homeware',
  gym: 'Gym',
  men: 'Men',
  women: 'Women',
};

/** Only active products reach shoppers (docs/specification.md §4); a draft is not out yet, an archived one is off the shelf. */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Delivery at checkout (docs/decisions/0009): standard as the policy pages say, or express for a fee. */
export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_OPTIONS: Record<DeliveryMethod, { name: string; days: string }> = {
  standard: { name: 'Standard delivery', days: '3–5 business days' },
  express: { name: 'Express delivery', days: '1–2 business days' },
};

/** How a shopper pays: EFT (bank transfer) always; PayFast when the shop has configured it. */
export const PAYMENT_METHODS = ['eft', 'payfast'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PRICE_SLIDER = { min: 0, max: 500, step: 10 } as const;

export const FEATURED_LIMIT = 8;
export const RELATED_LIMIT = 4;
export const PAGE_SIZE = 24;
/** Offset paging serves the first pages; deeper pages must use the keyset cursor. */
export const MAX_OFFSET_PAGE = 50;

/** The largest quantity one cart line may ask for, whatever the stock. */
export const MAX_LINE_QUANTITY = 999;
export const MAX_SEARCH_TERM_LENGTH = 200;

export const SORT_OPTIONS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  rating: 'Top Rated',
};

export const STORE_NAME = 'Lekker Living';

export const ROLES = ['customer', 'admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export const MIN_PASSWORD_LENGTH = 6;

/** Product images (docs/specification.md §5, docs/design.md §5): at most 5 MB each, raster formats only. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const RASTER_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** docs/specification.md §4, §9: an admin may set any status from any other. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment received: paid, and any of it refunded since (docs/decisions/0022-returns-and-refunds.md). */
export const RECEIVED_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export const isPaymentReceived = (status: PaymentStatus) =>
  (RECEIVED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};
/**
 * What an admin sets by hand: refunds move money and are recorded as refunds
 * (docs/decisions/0022-returns-and-refunds.md), so their statuses come only from them.
 */
export const SETTABLE_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;

/** South Africa's nine provinces (the checkout address). */
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;
export type Province = (typeof PROVINCES)[number];

/**
 * The legal forms a South African business trades under, as the shop's settings name them and its
 * pages show them (docs/decisions/0019-shop-settings.md).
 */
export const LEGAL_STATUSES = [
  'sole_proprietor',
  'partnership',
  'private_company',
  'public_company',
  'close_corporation',
  'non_profit_company',
  'trust',
] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];
export const LEGAL_STATUS_LABELS: Record<LegalStatus, string> = {
  sole_proprietor: 'Sole proprietor',
  partnership: 'Partnership',
  private_company: 'Private company ((Pty) Ltd)',
  public_company: 'Public company (Ltd)',
  close_corporation: 'Close corporation (CC)',
  non_profit_company: 'Non-profit company (NPC)',
  trust: 'Trust',
};
/** The legal forms that are not registered entities, so have no registration number. */
export const UNREGISTERED_LEGAL_STATUSES: readonly LegalStatus[] = ['sole_proprietor', 'partnership'];
