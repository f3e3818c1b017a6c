import type { z } from 'zod';
import type { Contract } from './contract.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the API's JSON endpoints live (and the admin's, behind its gate). */
export const API_PREFIX = '/api';
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;

/** Whether a path is the API's. */
export const isApiPath = (pathname: string) => pathname.startsWith(`${API_PREFIX}/`);

/**
 * What an endpoint carries, which says how the server registers it and how the web calls it:
 * json: JSON in and out; csv-download and pdf-download: answer a file to save; csv-upload and image-upload: take the
 * file itself as the body and answer JSON; image: answers a stored image; event-stream: answers
 * Server-Sent Events; form-post: takes a plain HTML form post; text and xml: answer a document.
 */
export type EndpointKind =
  | 'json'
  | 'csv-download'
  | 'pdf-download'
  | 'csv-upload'
  | 'image-upload'
  | 'image'
  | 'event-stream'
  | 'form-post'
  | 'text'
  | 'xml';

interface Endpoint {
  method: HttpMethod;
  path: `/${string}`;
  kind: EndpointKind;
}

/**
 * The method and path of every endpoint of contract.ts, under the same name. Kept apart from the
 * schemas so that the web can call endpoints without loading zod; the `satisfies` keeps both lists
 * in step.
 */
export const endpoints = {
  getConfig: { method: 'GET', path: '/api/config', kind: 'json' },
  healthz: { method: 'GET', path: '/healthz', kind: 'json' },
  readyz: { method: 'GET', path: '/readyz', kind: 'json' },
  metrics: { method: 'GET', path: '/metrics', kind: 'text' },
  listProducts: { method: 'GET', path: '/api/products', kind: 'json' },
  featuredProducts: { method: 'GET', path: '/api/products/featured', kind: 'json' },
  getProduct: { method: 'GET', path: '/api/products/:id', kind: 'json' },
  relatedProducts: { method: 'GET', path: '/api/products/:id/related', kind: 'json' },
  listProductReviews: { method: 'GET', path: '/api/products/:id/reviews', kind: 'json' },
  searchProducts: { method: 'GET', path: '/api/search', kind: 'json' },
  getCart: { method: 'GET', path: '/api/cart', kind: 'json' },
  addCartItem: { method: 'POST', path: '/api/cart/items', kind: 'json' },
  updateCartItem: { method: 'PATCH', path: '/api/cart/items/:id', kind: 'json' },
  removeCartItem: { method: 'DELETE', path: '/api/cart/items/:id', kind: 'json' },
  clearCart: { method: 'DELETE', path: '/api/cart', kind: 'json' },
  quoteCheckout: { method: 'POST', path: '/api/checkout/quote', kind: 'json' },
  placeOrder: { method: 'POST', path: '/api/orders', kind: 'json' },
  listMyOrders: { method: 'GET', path: '/api/orders', kind: 'json' },
  getOrder: { method: 'GET', path: '/api/orders/:id', kind: 'json' },
  payOrder: { method: 'POST', path: '/api/orders/:id/pay', kind: 'json' },
  getOrderReturns: { method: 'GET', path: '/api/orders/:id/returns', kind: 'json' },
  requestReturn: { method: 'POST', path: '/api/orders/:id/returns', kind: 'json' },
  getOrderReviews: { method: 'GET', path: '/api/orders/:id/reviews', kind: 'json' },
  writeReview: { method: 'POST', path: '/api/orders/:id/lines/:lineId/review', kind: 'json' },
  editReview: { method: 'PUT', path: '/api/orders/:id/lines/:lineId/review', kind: 'json' },
  getOrderDocument: { method: 'GET', path: '/api/orders/:id/documents/:documentId', kind: 'pdf-download' },
  getSession: { method: 'GET', path: '/api/auth/session', kind: 'json' },
  signUp: { method: 'POST', path: '/api/auth/sign-up', kind: 'json' },
  signIn: { method: 'POST', path: '/api/auth/sign-in', kind: 'json' },
  signOut: { method: 'POST', path: '/api/auth/sign-out', kind: 'json' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset/request', kind: 'json' },
  resetPassword: { method: 'POST', path: '/api/auth/password-reset', kind: 'json' },
  getAccount: { method: 'GET', path: '/api/account', kind: 'json' },
  setMarketingConsent: { method: 'PUT', path: '/api/account/marketing', kind: 'json' },
  exportAccount: { method: 'GET', path: '/api/account/export', kind: 'json' },
  deleteAccount: { method: 'DELETE', path: '/api/account', kind: 'json' },
  getUnsubscribe: { method: 'GET', path: '/api/unsubscribe', kind: 'json' },
  unsubscribeForm: { method: 'POST', path: '/unsubscribe', kind: 'form-post' },
  getDashboard: { method: 'GET', path: '/api/admin/dashboard', kind: 'json' },
  getDailySales: { method: 'GET', path: '/api/admin/dashboard/sales', kind: 'json' },
  getSetupChecklist: { method: 'GET', path: '/api/admin/dashboard/setup', kind: 'json' },
  getAuditHistory: { method: 'GET', path: '/api/admin/audit/:entity/:id', kind: 'json' },
  getSettings: { method: 'GET', path: '/api/admin/settings', kind: 'json' },
  saveSettings: { method: 'PUT', path: '/api/admin/settings', kind: 'json' },
  listUsers: { method: 'GET', path: '/api/admin/users', kind: 'json' },
  setUserRole: { method: 'PUT', path: '/api/admin/users/:id/role', kind: 'json' },
  listAdminProducts: { method: 'GET', path: '/api/admin/products', kind: 'json' },
  getAdminProduct: { method: 'GET', path: '/api/admin/products/:id', kind: 'json' },
  createProduct: { method: 'POST', path: '/api/admin/products', kind: 'json' },
  updateProduct: { method: 'PUT', path: '/api/admin/products/:id', kind: 'json' },
  deleteProduct: { method: 'DELETE', path: '/api/admin/products/:id', kind: 'json' },
  listAdminOrders: { method: 'GET', path: '/api/admin/orders', kind: 'json' },
  getAdminOrder: { method: 'GET', path: '/api/admin/orders/:id', kind: 'json' },
  updateOrder: { method: 'PATCH', path: '/api/admin/orders/:id', kind: 'json' },
  deleteOrder: { method: 'DELETE', path: '/api/admin/orders/:id', kind: 'json' },
  listOrderRefunds: { method: 'GET', path: '/api/admin/orders/:id/refunds', kind: 'json' },
  refundOrder: { method: 'POST', path: '/api/admin/orders/:id/refunds', kind: 'json' },
  listAdminReturns: { method: 'GET', path: '/api/admin/returns', kind: 'json' },
  getAdminReturn: { method: 'GET', path: '/api/admin/returns/:id', kind: 'json' },
  decideReturn: { method: 'POST', path: '/api/admin/returns/:id/decision', kind: 'json' },
  receiveReturn: { method: 'POST', path: '/api/admin/returns/:id/received', kind: 'json' },
  getAdminOrderDocument: {
    method: 'GET',
    path: '/api/admin/orders/:id/documents/:documentId',
    kind: 'pdf-download',
  },
  listAdminReviews: { method: 'GET', path: '/api/admin/reviews', kind: 'json' },
  approveReview: { method: 'POST', path: '/api/admin/reviews/:id/approve', kind: 'json' },
  rejectReview: { method: 'POST', path: '/api/admin/reviews/:id/reject', kind: 'json' },
  replyToReview: { method: 'PUT', path: '/api/admin/reviews/:id/reply', kind: 'json' },
  deleteReview: { method: 'DELETE', path: '/api/admin/reviews/:id', kind: 'json' },
  listCoupons: { method: 'GET', path: '/api/admin/coupons', kind: 'json' },
  createCoupon: { method: 'POST', path: '/api/admin/coupons', kind: 'json' },
  updateCoupon: { method: 'PUT', path: '/api/admin/coupons/:id', kind: 'json' },
  setCouponActive: { method: 'PATCH', path: '/api/admin/coupons/:id/active', kind: 'json' },
  deleteCoupon: { method: 'DELETE', path: '/api/admin/coupons/:id', kind: 'json' },
  listPromotions: { method: 'GET', path: '/api/admin/promotions', kind: 'json' },
  createPromotion: { method: 'POST', path: '/api/admin/promotions', kind: 'json' },
  updatePromotion: { method: 'PUT', path: '/api/admin/promotions/:id', kind: 'json' },
  setPromotionActive: { method: 'PATCH', path: '/api/admin/promotions/:id/active', kind: 'json' },
  deletePromotion: { method: 'DELETE', path: '/api/admin/promotions/:id', kind: 'json' },
  listEmails: { method: 'GET', path: '/api/admin/emails', kind: 'json' },
  getEmail: { method: 'GET', path: '/api/admin/emails/:id', kind: 'json' },
  exportProducts: { method: 'GET', path: '/api/admin/products/export', kind: 'csv-download' },
  previewProductImport: { method: 'POST', path: '/api/admin/products/import/preview', kind: 'csv-upload' },
  importProducts: { method: 'POST', path: '/api/admin/products/import', kind: 'csv-upload' },
  exportOrders: { method: 'GET', path: '/api/admin/orders/export', kind: 'csv-download' },
  uploadImage: { method: 'POST', path: '/api/admin/media', kind: 'image-upload' },
  getImage: { method: 'GET', path: '/media/:file', kind: 'image' },
  streamEvents: { method: 'GET', path: '/api/events', kind: 'event-stream' },
  payfastNotification: { method: 'POST', path: '/api/payments/payfast/notify', kind: 'form-post' },
  addToCartForm: { method: 'POST', path: '/cart/items', kind: 'form-post' },
  changeCartLineForm: { method: 'POST', path: '/cart/lines', kind: 'form-post' },
  robotsTxt: { method: 'GET', path: '/robots.txt', kind: 'text' },
  sitemapIndex: { method: 'GET', path: '/sitemap.xml', kind: 'xml' },
  sitemapFile: { method: 'GET', path: '/sitemaps/:file', kind: 'xml' },
} as const satisfies { [Name in keyof Contract]: Endpoint };

export type EndpointName = keyof typeof endpoints;

/** The endpoints of one kind. */
export type EndpointOfKind<Kind extends EndpointKind> = {
  [Name in EndpointName]: (typeof endpoints)[Name]['kind'] extends Kind ? Name : never;
}[EndpointName];

/** The endpoints a page calls through its query client: JSON in and out. */
export type JsonEndpointName = EndpointOfKind<'json'>;

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
