/** The single-page app's routes (docs/specification.md §2), shared so the server can answer 404 for any other path. */
export const PATHS = {
  home: '/',
  category: '/category/:category',
  product: '/product/:id',
  cart: '/cart',
  search: '/search',
  returns: '/returns',
  returnPolicy: '/return-policy',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  legal: '/legal',
  faq: '/faq',
  shipping: '/shipping',
  auth: '/auth',
  passwordReset: '/auth/reset',
  checkout: '/checkout',
  order: '/orders/:id',
  account: '/account',
  myOrders: '/account/orders',
  unsubscribe: '/unsubscribe',
  admin: '/admin',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminReturns: '/admin/returns',
  adminReviews: '/admin/reviews',
  adminCoupons: '/admin/coupons',
  adminPromotions: '/admin/promos',
  adminEmails: '/admin/emails',
  adminSettings: '/admin/settings',
} as const;

/**
 * The screens every visitor sees alike but for the header's account and cart links: a visitor with
 * a cart or a session gets the page kept for anonymous visitors with those joined in
 * (docs/decisions/0029). The cart, checkout, orders, account and sign-in screens are theirs alone.
 */
export const SHARED_PAGES: ReadonlySet<string> = new Set([
  PATHS.home,
  PATHS.category,
  PATHS.product,
  PATHS.search,
  PATHS.returns,
  PATHS.returnPolicy,
  PATHS.contact,
  PATHS.privacy,
  PATHS.terms,
  PATHS.legal,
  PATHS.faq,
  PATHS.shipping,
]);

export const categoryPath = (category: string) => `/category/${encodeURIComponent(category)}`;
export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/** The id of a cart line's element on the cart page, which a change made without JavaScript lands on. */
export const cartLineAnchor = (lineId: string) => `line-${lineId}`;

/**
 * Where the cart's address says why a form posted without JavaScript changed nothing: an error code
 * (the cart page words it, never text from the address), Add to Cart's and a line change's.
 */
export const CART_PROBLEMS = { added: 'problem', changed: 'lineProblem' } as const;
export type CartProblem = (typeof CART_PROBLEMS)[keyof typeof CART_PROBLEMS];

/** The cart, saying why a form changed nothing. */
export const cartWithProblem = (problem: CartProblem, code: string) =>
  `${PATHS.cart}?${problem}=${encodeURIComponent(code)}`;
export const searchPath = (term: string) => `/search?q=${encodeURIComponent(term)}`;
/** An order's page; a guest's link carries the order's access key. */
export const orderPath = (id: string, key?: string) =>
  `/orders/${encodeURIComponent(id)}${key ? `?key=${encodeURIComponent(key)}` : ''}`;

/** The admin panel's screens: rendered in the browser only (docs/decisions/0011). */
export const isAdminPath = (pathname: string) =>
  pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`);

const patterns = Object.values(PATHS).map((path) => path.split('/').filter(Boolean));

/** True when the path is one of the app's screens (a :param matches any one non-empty segment). */
export function isAppPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
