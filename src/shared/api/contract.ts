import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants.js';
import { settingsAnswerSchema, settingsSaveSchema } from '../schemas/settings.js';
import {
  adminProductsQuerySchema,
  productInputSchema,
  productListSchema,
  productUpdateSchema,
} from '../schemas/admin-products.js';
import {
  adminUsersQuerySchema,
  passwordResetRequestSchema,
  passwordResetRequestedSchema,
  passwordResetSchema,
  sessionSchema,
  setRoleBodySchema,
  signInBodySchema,
  signUpBodySchema,
  userListSchema,
} from '../schemas/auth.js';
import { addCartItemBodySchema, cartSchema, updateCartItemBodySchema } from '../schemas/cart.js';
import {
  featuredQuerySchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  searchQuerySchema,
  shopProductDetailSchema,
  shopProductSchema,
} from '../schemas/catalog.js';
import {
  orderAccessQuerySchema,
  adminOrderDetailSchema,
  openedOrderSchema,
  payOrderBodySchema,
  paymentStartSchema,
  placeOrderBodySchema,
  placedOrderSchema,
  quoteBodySchema,
  quoteSchema,
} from '../schemas/checkout.js';
import { scheduledListQuerySchema } from '../schemas/admin-lists.js';
import { auditHistorySchema, auditParamsSchema } from '../schemas/audit.js';
import { activeBodySchema, idParamsSchema } from '../schemas/common.js';
import { publicConfigSchema } from '../schemas/config.js';
import { couponInputSchema, couponListSchema, couponSchema } from '../schemas/coupons.js';
import { dailySalesSchema, dashboardSchema, setupChecklistSchema } from '../schemas/dashboard.js';
import { emailDetailSchema, emailListQuerySchema, emailListSchema } from '../schemas/emails.js';
import {
  adminOrdersQuerySchema,
  orderListSchema,
  orderSchema,
  orderUpdateSchema,
  shopperOrderListSchema,
} from '../schemas/orders.js';
import { promotionInputSchema, promotionListSchema, promotionSchema } from '../schemas/promotions.js';
import { importReportSchema } from '../schemas/admin-csv.js';
import { mediaUploadQuerySchema, uploadedImageSchema } from '../schemas/admin-products.js';
import { eventsQuerySchema } from '../schemas/events.js';
import { orderDocumentParamsSchema } from '../schemas/invoices.js';
import {
  adminReturnPageSchema,
  adminReturnSchema,
  adminReturnsQuerySchema,
  orderRefundsSchema,
  orderReturnsSchema,
  refundBodySchema,
  returnDecisionBodySchema,
  returnReceivedBodySchema,
  returnRequestBodySchema,
  shopperReturnSchema,
} from '../schemas/returns.js';
import {
  adminReviewPageSchema,
  approveReviewBodySchema,
  adminReviewSchema,
  adminReviewsQuerySchema,
  orderLineParamsSchema,
  orderReviewsSchema,
  ownReviewSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  rejectReviewBodySchema,
  reviewBodySchema,
  reviewReplyBodySchema,
} from '../schemas/reviews.js';
import { mediaFileParamsSchema } from '../schemas/media.js';
import { sitemapFileParamsSchema } from '../schemas/seo.js';
import {
  marketingConsentSchema,
  setMarketingBodySchema,
  unsubscribeQuerySchema,
  unsubscribeStatusSchema,
} from '../schemas/marketing.js';
import { accountExportSchema, accountSchema, deleteAccountBodySchema } from '../schemas/privacy.js';

/** The groups of the API reference, in its order, with what each holds. */
export const apiTags = {
  Storefront: 'Products, search and the settings the storefront reads',
  Cart: "The browser's cart, kept by an HttpOnly cookie",
  Checkout: 'The review of the cart and Place Order',
  Orders: "A shopper's orders, and paying one again",
  Payments: "The payment provider's notifications",
  Account: 'Sign-up, sign-in and password resets; the session is an HttpOnly cookie',
  Privacy:
    "A shopper's own data (POPIA): the account page, its export and deletion; marketing consent and unsubscribing",
  Events: 'Realtime events for open pages',
  Operations: "An app server's health, for load balancers and orchestrators",
  Admin: 'The admin panel: 401 when signed out, 403 for anyone but an administrator',
  Moderation:
    'The Reviews screen, under /api/admin: 401 when signed out, 403 for anyone but a moderator or an administrator',
} as const;
export type ApiTag = keyof typeof apiTags;

/**
 * What an endpoint takes and answers; its method, path and kind are in endpoints.ts under the same
 * name. A body that is a file or a form (csv-upload, image-upload, form-post) is read by its
 * handler, not by a schema.
 */
export interface EndpointSchemas {
  summary: string;
  tag: ApiTag;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a successful answer when it is not 200. */
  status?: 201 | 202 | 204 | 303;
  /** The successful answer: JSON, or what a document's body holds (noContent for none). */
  response: z.ZodType;
}

/** The answer of a 204 (or of a form post that only redirects): no body (the handler returns nothing). */
const noContent = z.undefined().describe('No content');
/** A document's body: a file, a stream or a page of text. */
const document = (description: string) => z.string().describe(description);

/**
 * The API's schemas, one entry per endpoint (docs/decisions/0011). The server registers its routes from it
 * (src/server/http/endpoint-routes.ts), so the type provider checks every handler's answer, and
 * publishes it as OpenAPI at /api/docs. The web imports only its types: zod stays out of the
 * storefront's bundle.
 */
export const contract = {
  healthz: {
    summary: 'Liveness: 200 while the process runs',
    tag: 'Operations',
    response: z.object({ status: z.literal('ok') }),
  },
  readyz: {
    summary:
      'Readiness: 200 when the database answers, every migration is applied, the catalogue index is current and the server is not shutting down; else 503 not_ready, naming each check that failed',
    tag: 'Operations',
    response: z.object({ status: z.literal('ready') }),
  },
  metrics: {
    summary:
      "The server's figures in Prometheus's text format, for a caller with METRICS_TOKEN as its bearer token or from an address in METRICS_ALLOW (403 for anyone else)",
    tag: 'Operations',
    response: document('Prometheus text exposition'),
  },

  getConfig: {
    summary:
      'The settings the storefront reads at start: WhatsApp number, admin currency symbol, EFT bank account (null: EFT not offered), whether PayFast is offered, delivery fees',
    tag: 'Storefront',
    response: publicConfigSchema,
  },
  listProducts: {
    summary: 'A page of active products (24), filtered and sorted; nextCursor pages on by keyset',
    tag: 'Storefront',
    query: productListQuerySchema,
    response: productPageSchema,
  },
  featuredProducts: {
    summary: 'The featured products of the home page (up to 8)',
    tag: 'Storefront',
    query: featuredQuerySchema,
    response: z.array(shopProductSchema),
  },
  getProduct: {
    summary:
      'An active product and its variants on sale, each with the price a shopper pays now (404 if unknown or inactive)',
    tag: 'Storefront',
    params: idParamsSchema,
    response: shopProductDetailSchema,
  },
  relatedProducts: {
    summary: "Up to 4 other products of the same category (the product page's 'You May Also Like')",
    tag: 'Storefront',
    params: idParamsSchema,
    response: z.array(shopProductSchema),
  },
  listProductReviews: {
    summary:
      "A product's rating summary and a page of its published reviews with the shop's replies, newest, highest or lowest rated first",
    tag: 'Storefront',
    params: idParamsSchema,
    query: productReviewsQuerySchema,
    response: productReviewsSchema,
  },
  searchProducts: {
    summary:
      'A page of active products whose title or descriptions contain the terms, or with a tag equal to them; best rated first',
    tag: 'Storefront',
    query: searchQuerySchema,
    response: productPageSchema,
  },
  getCart: {
    summary: "The cart of this browser's cart session",
    tag: 'Cart',
    response: cartSchema,
  },
  addCartItem: {
    summary: 'Adds a product to the cart (starting a cart session if there is none); answers the cart',
    tag: 'Cart',
    body: addCartItemBodySchema,
    response: cartSchema,
  },
  updateCartItem: {
    summary: "Sets a line's quantity (0 removes it); answers the cart",
    tag: 'Cart',
    params: idParamsSchema,
    body: updateCartItemBodySchema,
    response: cartSchema,
  },
  removeCartItem: {
    summary: 'Removes a line; answers the cart',
    tag: 'Cart',
    params: idParamsSchema,
    response: cartSchema,
  },
  clearCart: {
    summary: 'Empties the cart; answers it',
    tag: 'Cart',
    response: cartSchema,
  },
  quoteCheckout: {
    summary: "The checkout's review of this cart: lines, totals and the coupon's outcome",
    tag: 'Checkout',
    body: quoteBodySchema,
    response: quoteSchema,
  },
  placeOrder: {
    summary:
      'Place Order: contact, address, delivery and payment method, an optional coupon and an idempotency key (no prices); answers the order, its link key and how to pay',
    tag: 'Checkout',
    body: placeOrderBodySchema,
    status: 201,
    response: placedOrderSchema,
  },
  listMyOrders: {
    summary: "The signed-in shopper's orders, newest first (401 when signed out)",
    tag: 'Orders',
    response: shopperOrderListSchema,
  },
  getOrder: {
    summary: 'One order, for its owner or the holder of its link key (404 for anyone else)',
    tag: 'Orders',
    params: idParamsSchema,
    query: orderAccessQuerySchema,
    response: openedOrderSchema,
  },
  getOrderDocument: {
    summary:
      "One of an order's invoice and credit notes as a PDF, for the order's owner or the holder of its link key (404 for anyone else)",
    tag: 'Orders',
    params: orderDocumentParamsSchema,
    query: orderAccessQuerySchema,
    response: document('The document, a PDF'),
  },
  getOrderReturns: {
    summary:
      "An order's returns, and what of it may still be returned until when, for its owner or the holder of its link key",
    tag: 'Orders',
    params: idParamsSchema,
    query: orderAccessQuerySchema,
    response: orderReturnsSchema,
  },
  requestReturn: {
    summary:
      'Asks to return some or all lines of a delivered order, with a reason, within its return windows (the key in the body for a guest)',
    tag: 'Orders',
    params: idParamsSchema,
    body: returnRequestBodySchema,
    status: 201,
    response: shopperReturnSchema,
  },
  getOrderReviews: {
    summary:
      "A delivered order's lines with their reviews, for the order's owner or the holder of its link key",
    tag: 'Orders',
    params: idParamsSchema,
    query: orderAccessQuerySchema,
    response: orderReviewsSchema,
  },
  writeReview: {
    summary:
      'Reviews the product of a delivered order line, once (the key in the body for a guest); it waits for a moderator unless the shop publishes at once',
    tag: 'Orders',
    params: orderLineParamsSchema,
    body: reviewBodySchema,
    status: 201,
    response: ownReviewSchema,
  },
  editReview: {
    summary: "Changes a line's review; the changed review waits for a moderator again",
    tag: 'Orders',
    params: orderLineParamsSchema,
    body: reviewBodySchema,
    response: ownReviewSchema,
  },
  payOrder: {
    summary: 'Pays an unpaid order again (PayFast), or by EFT instead; answers how the browser goes on',
    tag: 'Orders',
    params: idParamsSchema,
    body: payOrderBodySchema,
    response: paymentStartSchema,
  },
  getSession: {
    summary: 'Who is signed in (user is null when nobody is)',
    tag: 'Account',
    response: sessionSchema,
  },
  signUp: {
    summary: 'Creates a customer account and signs it in',
    tag: 'Account',
    body: signUpBodySchema,
    status: 201,
    response: sessionSchema,
  },
  signIn: {
    summary: 'Signs in with a new session (429 after 5 failures from one address in 15 minutes)',
    tag: 'Account',
    body: signInBodySchema,
    response: sessionSchema,
  },
  signOut: {
    summary: "Ends this browser's session",
    tag: 'Account',
    status: 204,
    response: noContent,
  },
  requestPasswordReset: {
    summary:
      "'Forgot password?': emails a reset link; the same answer for any email (5 per address in 15 minutes)",
    tag: 'Account',
    body: passwordResetRequestSchema,
    status: 202,
    response: passwordResetRequestedSchema,
  },
  resetPassword: {
    summary: "A new password from the emailed link: the account's sessions end and this browser signs in",
    tag: 'Account',
    body: passwordResetSchema,
    response: sessionSchema,
  },
  getAccount: {
    summary: "The signed-in shopper's name, email and marketing consent (401 when signed out)",
    tag: 'Privacy',
    response: accountSchema,
  },
  setMarketingConsent: {
    summary: "Gives (true) or withdraws (false) the account's consent to marketing emails; answers it",
    tag: 'Privacy',
    body: setMarketingBodySchema,
    response: marketingConsentSchema,
  },
  exportAccount: {
    summary:
      'Downloads everything the shop holds about the signed-in shopper as one JSON file (an attachment named with the date)',
    tag: 'Privacy',
    response: accountExportSchema,
  },
  deleteAccount: {
    summary:
      "Deletes the signed-in shopper's account, with its password: their details are erased, their orders kept without them, and they are signed out (409 orders_in_progress while an order is on its way)",
    tag: 'Privacy',
    body: deleteAccountBodySchema,
    status: 204,
    response: noContent,
  },
  getUnsubscribe: {
    summary:
      'What an unsubscribe link stops: the address (partly hidden) and whether it still receives marketing emails (400 unsubscribe_link_invalid for a link the shop did not make)',
    tag: 'Privacy',
    query: unsubscribeQuerySchema,
    response: unsubscribeStatusSchema,
  },
  unsubscribeForm: {
    summary:
      "Withdraws the marketing consent an unsubscribe link names: the page's button, or a mail app's one-click post (RFC 8058); redirects to the page",
    tag: 'Privacy',
    query: unsubscribeQuerySchema,
    status: 303,
    response: noContent,
  },
  getDashboard: {
    summary: "The dashboard's figures",
    tag: 'Admin',
    response: dashboardSchema,
  },
  getSettings: {
    summary: "The shop's settings (the EFT account, delivery fees, hold times) and their version",
    tag: 'Admin',
    response: settingsAnswerSchema,
  },
  saveSettings: {
    summary:
      "Saves the shop's settings made from `version`; 409 settings_changed when another save came first",
    tag: 'Admin',
    body: settingsSaveSchema,
    response: settingsAnswerSchema,
  },
  getAuditHistory: {
    summary: "A record's audit trail, newest first: who changed what from what to what, and when",
    tag: 'Admin',
    params: auditParamsSchema,
    response: auditHistorySchema,
  },
  getSetupChecklist: {
    summary:
      "What the shop still needs to trade for real (business details, bank account, PayFast, email, public address): each step's state and how to do it",
    tag: 'Admin',
    response: setupChecklistSchema,
  },
  getDailySales: {
    summary:
      "Orders and sales per day over the last 30 days in the shop's time zone (cancelled orders left out)",
    tag: 'Admin',
    response: dailySalesSchema,
  },
  listUsers: {
    summary: 'A page of users with their roles, newest first: search by name or email, filter by role',
    tag: 'Admin',
    query: adminUsersQuerySchema,
    response: userListSchema,
  },
  setUserRole: {
    summary: "Replaces a user's roles with the one chosen",
    tag: 'Admin',
    params: idParamsSchema,
    body: setRoleBodySchema,
    status: 204,
    response: noContent,
  },
  listAdminProducts: {
    summary:
      'A page of products, active or not, without their variants: search by SKU or title, filter, sort (newest first)',
    tag: 'Admin',
    query: adminProductsQuerySchema,
    response: productListSchema,
  },
  getAdminProduct: {
    summary: 'One product, active or not, with its options and every variant (the edit dialog)',
    tag: 'Admin',
    params: idParamsSchema,
    response: productSchema,
  },
  createProduct: {
    summary: 'Adds a product; images are uploaded addresses or base64 data URLs',
    tag: 'Admin',
    body: productInputSchema,
    status: 201,
    response: productSchema,
  },
  updateProduct: {
    summary: 'Saves a product; with loadedInventoryQuantity, the stock changes by the difference',
    tag: 'Admin',
    params: idParamsSchema,
    body: productUpdateSchema,
    response: productSchema,
  },
  deleteProduct: {
    summary: 'Deletes a product',
    tag: 'Admin',
    params: idParamsSchema,
    status: 204,
    response: noContent,
  },
  listAdminOrders: {
    summary:
      'A page of orders, newest first: search by order number, customer name or email; status, payment, dates; with the count of each status',
    tag: 'Admin',
    query: adminOrdersQuerySchema,
    response: orderListSchema,
  },
  getAdminOrder: {
    summary: 'One order with its lines and documents',
    tag: 'Admin',
    params: idParamsSchema,
    response: adminOrderDetailSchema,
  },
  updateOrder: {
    summary: "Changes an order's status (cancelling returns its stock), payment, tracking number or notes",
    tag: 'Admin',
    params: idParamsSchema,
    body: orderUpdateSchema,
    response: orderSchema,
  },
  getAdminOrderDocument: {
    summary: "One of an order's invoice and credit notes as a PDF",
    tag: 'Admin',
    params: orderDocumentParamsSchema,
    response: document('The document, a PDF'),
  },
  listOrderRefunds: {
    summary: "An order's refunds, with their credit notes",
    tag: 'Admin',
    params: idParamsSchema,
    response: orderRefundsSchema,
  },
  refundOrder: {
    summary:
      'Refunds an amount of a paid order (through PayFast, or recorded with a bank reference), for a received return or to cancel it; answers its refunds',
    tag: 'Admin',
    params: idParamsSchema,
    body: refundBodySchema,
    status: 201,
    response: orderRefundsSchema,
  },
  listAdminReturns: {
    summary: 'The Returns screen: a page of returns of a status, searched, newest first, with the counts',
    tag: 'Admin',
    query: adminReturnsQuerySchema,
    response: adminReturnPageSchema,
  },
  getAdminReturn: {
    summary: 'One return with its lines and refunds',
    tag: 'Admin',
    params: idParamsSchema,
    response: adminReturnSchema,
  },
  decideReturn: {
    summary: 'Authorises or declines a requested return, with the message the customer is emailed',
    tag: 'Admin',
    params: idParamsSchema,
    body: returnDecisionBodySchema,
    response: adminReturnSchema,
  },
  receiveReturn: {
    summary: "Marks an authorised return's items received, each line back into stock or not",
    tag: 'Admin',
    params: idParamsSchema,
    body: returnReceivedBodySchema,
    response: adminReturnSchema,
  },
  listAdminReviews: {
    summary: 'The Reviews screen: a page of reviews of a status, searched, newest first, with the counts',
    tag: 'Moderation',
    query: adminReviewsQuerySchema,
    response: adminReviewPageSchema,
  },
  approveReview: {
    summary:
      "Publishes a pending or rejected review as the moderator saw it (409 if it changed since): the product's rating and count include it",
    tag: 'Moderation',
    params: idParamsSchema,
    body: approveReviewBodySchema,
    response: adminReviewSchema,
  },
  rejectReview: {
    summary:
      'Rejects a review with the reason its author is emailed; a published one leaves the product page',
    tag: 'Moderation',
    params: idParamsSchema,
    body: rejectReviewBodySchema,
    response: adminReviewSchema,
  },
  replyToReview: {
    summary: "The shop's public reply under a review (blank removes it)",
    tag: 'Moderation',
    params: idParamsSchema,
    body: reviewReplyBodySchema,
    response: adminReviewSchema,
  },
  deleteReview: {
    summary: "Deletes a review for good; the product's rating and count no longer include it",
    tag: 'Moderation',
    params: idParamsSchema,
    status: 204,
    response: noContent,
  },
  deleteOrder: {
    summary: 'Deletes an order',
    tag: 'Admin',
    params: idParamsSchema,
    status: 204,
    response: noContent,
  },
  listCoupons: {
    summary:
      'A page of discount coupons, newest first: search by code or description, filter by status (percentages in basis points, amounts in cents)',
    tag: 'Admin',
    query: scheduledListQuerySchema,
    response: couponListSchema,
  },
  createCoupon: {
    summary: 'Adds a coupon',
    tag: 'Admin',
    body: couponInputSchema,
    status: 201,
    response: couponSchema,
  },
  updateCoupon: {
    summary: 'Saves a coupon',
    tag: 'Admin',
    params: idParamsSchema,
    body: couponInputSchema,
    response: couponSchema,
  },
  setCouponActive: {
    summary: 'Activates or deactivates a coupon',
    tag: 'Admin',
    params: idParamsSchema,
    body: activeBodySchema,
    response: couponSchema,
  },
  deleteCoupon: {
    summary: 'Deletes a coupon',
    tag: 'Admin',
    params: idParamsSchema,
    status: 204,
    response: noContent,
  },
  listPromotions: {
    summary:
      'A page of sale promotions, newest first: search by name or description, filter by status (discounts in basis points)',
    tag: 'Admin',
    query: scheduledListQuerySchema,
    response: promotionListSchema,
  },
  createPromotion: {
    summary: 'Adds a promotion',
    tag: 'Admin',
    body: promotionInputSchema,
    status: 201,
    response: promotionSchema,
  },
  updatePromotion: {
    summary: 'Saves a promotion',
    tag: 'Admin',
    params: idParamsSchema,
    body: promotionInputSchema,
    response: promotionSchema,
  },
  setPromotionActive: {
    summary: 'Activates or deactivates a promotion',
    tag: 'Admin',
    params: idParamsSchema,
    body: activeBodySchema,
    response: promotionSchema,
  },
  deletePromotion: {
    summary: 'Deletes a promotion',
    tag: 'Admin',
    params: idParamsSchema,
    status: 204,
    response: noContent,
  },
  listEmails: {
    summary: 'A page of the email outbox (25), newest first',
    tag: 'Admin',
    query: emailListQuerySchema,
    response: emailListSchema,
  },
  getEmail: {
    summary: 'One email with its HTML and text, for the preview',
    tag: 'Admin',
    params: idParamsSchema,
    response: emailDetailSchema,
  },
  exportProducts: {
    summary: "Downloads the products the list's query matches (all of them, unpaged) as a CSV file",
    tag: 'Admin',
    query: adminProductsQuerySchema,
    response: document('The products, a row each'),
  },
  previewProductImport: {
    summary:
      'Checks a product CSV file (the body, text/csv) row by row and reports what importing it would do; writes nothing',
    tag: 'Admin',
    response: importReportSchema,
  },
  importProducts: {
    summary:
      'Imports a product CSV file (the body, text/csv): creates and updates products by SKU, every valid row in one transaction',
    tag: 'Admin',
    response: importReportSchema,
  },
  exportOrders: {
    summary:
      "Downloads the orders the list's query matches (all of them, unpaged) as a CSV file: a row per order line",
    tag: 'Admin',
    query: adminOrdersQuerySchema,
    response: document('The orders, a row per order line'),
  },
  uploadImage: {
    summary: `Uploads one image for a product (raster only, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB): the file is the body; answers its address`,
    tag: 'Admin',
    query: mediaUploadQuerySchema,
    status: 201,
    response: uploadedImageSchema,
  },
  getImage: {
    summary: 'A stored product image (WebP), cached for a year: its address never changes content',
    tag: 'Storefront',
    params: mediaFileParamsSchema,
    response: document('The image'),
  },
  streamEvents: {
    summary:
      'Server-Sent Events: products when products change on any app server; order when the named order changes',
    tag: 'Events',
    query: eventsQuerySchema,
    response: document('An event stream that stays open'),
  },
  payfastNotification: {
    summary: "PayFast's payment notification (ITN), form-encoded; answered 200 once it is kept",
    tag: 'Payments',
    response: noContent.describe('Kept: PayFast need not send it again'),
  },
  addToCartForm: {
    summary:
      "Add to Cart without JavaScript: the product page's form; redirects to the cart, with ?problem=<error code> when nothing was added",
    tag: 'Cart',
    status: 303,
    response: noContent,
  },
  changeCartLineForm: {
    summary:
      "A cart line's quantity set without JavaScript (lineId, quantity; 0 removes it): the cart page's form; redirects to the cart, with ?lineProblem=<error code> when nothing changed",
    tag: 'Cart',
    status: 303,
    response: noContent,
  },
  robotsTxt: {
    summary: 'robots.txt, naming the sitemap',
    tag: 'Storefront',
    response: document('robots.txt'),
  },
  sitemapIndex: {
    summary: 'The sitemap index: the pages sitemap and one sitemap per 50 000 products',
    tag: 'Storefront',
    response: document('A sitemap index'),
  },
  sitemapFile: {
    summary: 'One sitemap: pages.xml, or products-N.xml',
    tag: 'Storefront',
    params: sitemapFileParamsSchema,
    response: document('A sitemap'),
  },
} satisfies Record<string, EndpointSchemas>;

export type Contract = typeof contract;
