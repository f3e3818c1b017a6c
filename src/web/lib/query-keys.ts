import type { DeliveryMethod } from '@shared/constants';
import type { ScheduledListQuery } from '@shared/schemas/admin-lists';
import type { AuditedEntity } from '@shared/schemas/audit';
import type { AdminProductsQuery } from '@shared/schemas/admin-products';
import type { AdminUsersQuery } from '@shared/schemas/auth';
import type { ProductListQuery, SearchQuery } from '@shared/schemas/catalog';
import type { EmailListQuery } from '@shared/schemas/emails';
import type { AdminOrdersQuery } from '@shared/schemas/orders';
import type { AdminReturnsQuery } from '@shared/schemas/returns';
import type { AdminReviewsQuery, ProductReviewsQuery } from '@shared/schemas/reviews';

/** Every query key, from one factory per resource, so mutations invalidate exactly what they touch. */
export const queryKeys = {
  config: ['config'] as const,
  products: {
    /** Every storefront read of products (a prefix of their keys): a product change refreshes them. */
    all: ['products'] as const,
    featured: () => ['products', 'featured'] as const,
    /** `from`: the cursor the listing starts at, when its address has one (pages without JavaScript). */
    list: (query: Omit<ProductListQuery, 'page' | 'cursor'>, from?: string) =>
      ['products', 'list', query, from ?? null] as const,
    search: (query: Omit<SearchQuery, 'page' | 'cursor'>, from?: string) =>
      ['products', 'search', query, from ?? null] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    related: (id: string) => ['products', 'related', id] as const,
    /** Under the products' prefix: a product change (a review published) refreshes them. */
    reviews: (id: string, query: ProductReviewsQuery) => ['products', 'reviews', id, query] as const,
  },
  cart: ['cart'] as const,
  /** The cart's count a shared page was answered with, until the cart is loaded (docs/decisions/0029). */
  cartCount: ['cart-count'] as const,
  session: ['session'] as const,
  /** The signed-in shopper's account page: their details and marketing consent. */
  account: ['account'] as const,
  /** What an unsubscribe link stops. */
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  /** Under the cart's key, so that every cart change refreshes the checkout's review. */
  quote: (couponCode: string | undefined, deliveryMethod: DeliveryMethod) =>
    ['cart', 'quote', couponCode ?? '', deliveryMethod] as const,
  orders: {
    /** The shopper's orders and each order (a prefix of their keys). */
    all: ['orders'] as const,
    mine: ['orders', 'mine'] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    /** Under the order's key: whatever reloads the order (its realtime events) reloads its returns too. */
    returns: (id: string) => ['orders', 'detail', id, 'returns'] as const,
    /** Under the order's key, as its returns are. */
    reviews: (id: string) => ['orders', 'detail', id, 'reviews'] as const,
  },
  admin: {
    /** The figures; a prefix of the chart's key, so that what refreshes one refreshes both. */
    dashboard: ['admin', 'dashboard'] as const,
    /** Every audit trail (a prefix of their keys): each admin change refreshes them. */
    audits: ['admin', 'audit'] as const,
    audit: (entity: AuditedEntity, id: string) => ['admin', 'audit', entity, id] as const,
    dailySales: ['admin', 'dashboard', 'sales'] as const,
    /** The dashboard's setup checklist: the settings' saves refresh it. */
    setup: ['admin', 'dashboard', 'setup'] as const,
    /** Every page of the user list (a prefix of their keys). */
    users: ['admin', 'users'] as const,
    userList: (query: AdminUsersQuery) => ['admin', 'users', query] as const,
    /** Every admin product list and product (a prefix of their keys): each product change refreshes them. */
    products: ['admin', 'products'] as const,
    productList: (query: AdminProductsQuery) => ['admin', 'products', 'list', query] as const,
    product: (id: string) => ['admin', 'products', 'detail', id] as const,
    /** Every admin order list and order (a prefix of their keys). */
    orders: ['admin', 'orders'] as const,
    orderList: (query: AdminOrdersQuery) => ['admin', 'orders', 'list', query] as const,
    order: (id: string) => ['admin', 'orders', 'detail', id] as const,
    /** Under the orders' prefix: a change to the order refreshes its refunds. */
    orderRefunds: (id: string) => ['admin', 'orders', 'refunds', id] as const,
    /** Every return list and return (a prefix of their keys): each return or refund refreshes them. */
    returns: ['admin', 'returns'] as const,
    returnList: (query: AdminReturnsQuery) => ['admin', 'returns', 'list', query] as const,
    returnDetail: (id: string) => ['admin', 'returns', 'detail', id] as const,
    /** Every page of the Reviews screen (a prefix of their keys): each moderation step refreshes them. */
    reviews: ['admin', 'reviews'] as const,
    reviewList: (query: AdminReviewsQuery) => ['admin', 'reviews', 'list', query] as const,
    coupons: ['admin', 'coupons'] as const,
    couponsList: (query: ScheduledListQuery) => ['admin', 'coupons', query] as const,
    promotions: ['admin', 'promotions'] as const,
    promotionsList: (query: ScheduledListQuery) => ['admin', 'promotions', query] as const,
    /** The shop's settings as the admin edits them, with their version. */
    settings: ['admin', 'settings'] as const,
    emails: {
      list: (query: EmailListQuery) => ['admin', 'emails', 'list', query] as const,
      detail: (id: string) => ['admin', 'emails', 'detail', id] as const,
    },
  },
};
