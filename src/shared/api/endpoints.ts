import type { z } from 'zod';
import type { Contract } from './contract.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The method and path of every endpoint of contract.ts, under the same name. Kept apart from the
 * schemas so that the web can call endpoints without loading zod; the `satisfies` keeps both lists
 * in step.
 */
export const endpoints = {
  getConfig: { method: 'GET', path: '/api/config' },
  listProducts: { method: 'GET', path: '/api/products' },
  featuredProducts: { method: 'GET', path: '/api/products/featured' },
  getProduct: { method: 'GET', path: '/api/products/:id' },
  relatedProducts: { method: 'GET', path: '/api/products/:id/related' },
  searchProducts: { method: 'GET', path: '/api/search' },
  getCart: { method: 'GET', path: '/api/cart' },
  addCartItem: { method: 'POST', path: '/api/cart/items' },
  updateCartItem: { method: 'PATCH', path: '/api/cart/items/:id' },
  removeCartItem: { method: 'DELETE', path: '/api/cart/items/:id' },
  clearCart: { method: 'DELETE', path: '/api/cart' },
  quoteCheckout: { method: 'POST', path: '/api/checkout/quote' },
  placeOrder: { method: 'POST', path: '/api/orders' },
  listMyOrders: { method: 'GET', path: '/api/orders' },
  getOrder: { method: 'GET', path: '/api/orders/:id' },
  payOrder: { method: 'POST', path: '/api/orders/:id/pay' },
  getSession: { method: 'GET', path: '/api/auth/session' },
  signUp: { method: 'POST', path: '/api/auth/sign-up' },
  signIn: { method: 'POST', path: '/api/auth/sign-in' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset/request' },
  resetPassword: { method: 'POST', path: '/api/auth/password-reset' },
  getDashboard: { method: 'GET', path: '/api/admin/dashboard' },
  getDailySales: { method: 'GET', path: '/api/admin/dashboard/sales' },
  getAuditHistory: { method: 'GET', path: '/api/admin/audit/:entity/:id' },
  listUsers: { method: 'GET', path: '/api/admin/users' },
  setUserRole: { method: 'PUT', path: '/api/admin/users/:id/role' },
  listAdminProducts: { method: 'GET', path: '/api/admin/products' },
  createProduct: { method: 'POST', path: '/api/admin/products' },
  updateProduct: { method: 'PUT', path: '/api/admin/products/:id' },
  deleteProduct: { method: 'DELETE', path: '/api/admin/products/:id' },
  listAdminOrders: { method: 'GET', path: '/api/admin/orders' },
  getAdminOrder: { method: 'GET', path: '/api/admin/orders/:id' },
  updateOrder: { method: 'PATCH', path: '/api/admin/orders/:id' },
  deleteOrder: { method: 'DELETE', path: '/api/admin/orders/:id' },
  listCoupons: { method: 'GET', path: '/api/admin/coupons' },
  createCoupon: { method: 'POST', path: '/api/admin/coupons' },
  updateCoupon: { method: 'PUT', path: '/api/admin/coupons/:id' },
  setCouponActive: { method: 'PATCH', path: '/api/admin/coupons/:id/active' },
  deleteCoupon: { method: 'DELETE', path: '/api/admin/coupons/:id' },
  listPromotions: { method: 'GET', path: '/api/admin/promotions' },
  createPromotion: { method: 'POST', path: '/api/admin/promotions' },
  updatePromotion: { method: 'PUT', path: '/api/admin/promotions/:id' },
  setPromotionActive: { method: 'PATCH', path: '/api/admin/promotions/:id/active' },
  deletePromotion: { method: 'DELETE', path: '/api/admin/promotions/:id' },
  listEmails: { method: 'GET', path: '/api/admin/emails' },
  getEmail: { method: 'GET', path: '/api/admin/emails/:id' },
} as const satisfies { [Name in keyof Contract]: { method: HttpMethod; path: `/${string}` } };

export type EndpointName = keyof typeof endpoints;

type Part<Name extends EndpointName, Key extends 'params' | 'query' | 'body'> = Contract[Name] extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : undefined;

/** What a caller passes: each part the endpoint has, as the client writes it (before parsing). */
export type EndpointInput<Name extends EndpointName> = (Part<Name, 'params'> extends undefined
  ? { params?: undefined }
  : { params: Part<Name, 'params'> }) &
  (Part<Name, 'query'> extends undefined ? { query?: undefined } : { query?: Part<Name, 'query'> }) &
  (Part<Name, 'body'> extends undefined ? { body?: undefined } : { body: Part<Name, 'body'> });

/** What a handler receives: each part after the contract's schemas parsed it. */
export type ParsedInput<Name extends EndpointName> = {
  [Key in 'params' | 'query' | 'body']: Contract[Name] extends { [K in Key]: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : undefined;
};

/** The successful answer, as the client reads it (undefined for a 204). */
export type EndpointResponse<Name extends EndpointName> = z.output<Contract[Name]['response']>;

/** What a handler returns, before the response schema shapes it: nothing, for a 204. */
export type HandlerResult<Name extends EndpointName> = Contract[Name] extends { status: 204 }
  ? void
  : z.input<Contract[Name]['response']>;

/** The address of a call: the path with its params filled in, then the defined query values. */
export function endpointUrl<Name extends EndpointName>(name: Name, input: EndpointInput<Name>): string {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = endpoints[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return withQuery(path, (input.query ?? {}) as Record<string, unknown>);
}

/** A path with a query's set values as its search string (an address outside the contract too). */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
