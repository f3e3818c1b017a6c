import { z } from 'zod';
import { orderDocumentSchema } from './invoices.js';
import { DELIVERY_METHODS, PAYMENT_METHODS, PROVINCES } from '../constants.js';
import { NO_CONTROL_CHARACTERS, phoneSchema, requiredText } from './common.js';
import { orderSchema } from './orders.js';
import { marketingConsentField } from './marketing.js';

export const shippingAddressInputSchema = z.strictObject({
  street: requiredText('Street address', 200),
  suburb: requiredText('Suburb', 100),
  city: requiredText('City', 100),
  province: z.enum(PROVINCES, { error: 'Choose a province' }),
  postalCode: z
    .string({ error: 'Postal code is required' })
    .trim()
    .regex(/^\d{4}$/, { error: 'Postal code is 4 digits' }),
});

const couponCode = z
  .string()
  .trim()
  .max(32, { error: 'Coupon code is too long' })
  .regex(NO_CONTROL_CHARACTERS, { error: 'Coupon code cannot contain control characters' })
  .transform((code) => code.toUpperCase());

const deliveryMethod = z.enum(DELIVERY_METHODS, { error: 'Choose a delivery option' });

/**
 * Place Order (docs/design.md §5). No price, total or discount: the server prices everything itself, and
 * a request carrying any other field is refused. The idempotency key, made once per checkout by the
 * browser, turns a double submit into one order and is also the guest's key to the order.
 */
export const placeOrderBodySchema = z.strictObject({
  customerName: requiredText('Name', 100),
  customerEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform((email) => email.toLowerCase()),
  customerPhone: phoneSchema,
  shippingAddress: shippingAddressInputSchema,
  couponCode: couponCode.optional(),
  deliveryMethod: deliveryMethod.default('standard'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how to pay' }).default('eft'),
  idempotencyKey: z.uuid({ error: 'Missing or malformed idempotency key' }),
  /** The unticked box 'Send me news and offers', kept by the order's email address (docs/decisions/0021-privacy.md). */
  marketingConsent: marketingConsentField,
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const quoteBodySchema = z.strictObject({
  couponCode: couponCode.optional(),
  deliveryMethod: deliveryMethod.default('standard'),
});

export const orderLineSchema = z.object({
  productId: z.string().nullable(),
  sku: z.string(),
  /** The variant's option values as they were when ordered ('Size: M · Colour: Tan'); empty for a simple product. */
  variantOptions: z.string(),
  title: z.string(),
  basePriceCents: z.number().int(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const totalsSchema = z.object({
  itemCount: z.number().int(),
  itemsCents: z.number().int(),
  subtotalCents: z.number().int(),
  savingsCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});

/** The checkout's review: the cart priced by the server now, with the coupon's outcome. */
export const quoteSchema = z.object({
  lines: z.array(orderLineSchema),
  totals: totalsSchema,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** What each delivery option costs this cart. */
  deliveryOptions: z.array(z.object({ method: z.enum(DELIVERY_METHODS), feeCents: z.number().int() })),
  coupon: z.object({ code: z.string(), discountCents: z.number().int() }).nullable(),
  couponError: z.string().nullable(),
  /** The first line short of stock, which blocks Place Order until the shopper fixes the cart. */
  stockProblem: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** An order with its lines and its stored money breakdown, as the admin sees it. */
export const orderDetailSchema = orderSchema.extend({
  lines: z.array(orderLineSchema),
  itemsCents: z.number().int(),
  savingsCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  couponCode: z.string().nullable(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** While the order waits for payment: when it lets go of its stock. */
  holdUntil: z.string().nullable(),
  cancelReason: z.enum(['admin', 'released', 'payment_cancelled']).nullable(),
  /** Paid after its stock had gone: the admin decides (restock or refund). */
  stockShort: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The same as its shopper sees it: without the admin's notes. */
export const shopperOrderDetailSchema = orderDetailSchema.omit({ notes: true });
export type ShopperOrderDetail = z.infer<typeof shopperOrderDetailSchema>;

/** An order opened on its page: with its invoice and credit notes, to download. */
export const openedOrderSchema = shopperOrderDetailSchema.extend({ documents: z.array(orderDocumentSchema) });
export type OpenedOrder = z.infer<typeof openedOrderSchema>;

/** An order in the admin's details dialog: with its documents. */
export const adminOrderDetailSchema = orderDetailSchema.extend({ documents: z.array(orderDocumentSchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** What the browser does to pay: nothing more for EFT; for PayFast, post this form to PayFast. */
export const paymentStartSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('eft') }),
  z.object({
    method: z.literal('payfast'),
    action: z.string(),
    fields: z.array(z.tuple([z.string(), z.string()])),
  }),
]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** Place Order's answer: the order, the guest's link key to it, and how to pay. */
export const placedOrderSchema = z.object({
  order: shopperOrderDetailSchema,
  accessKey: z.string(),
  payment: paymentStartSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderAccessQuerySchema = z.strictObject({ key: z.uuid().optional() });

/** Pay an unpaid order again, or switch it to EFT ('pay by EFT instead'). */
export const payOrderBodySchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how to pay' }),
  key: z.uuid().optional(),
});
