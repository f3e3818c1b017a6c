import { z } from 'zod';
import { adminListFields, adminPageFields } from './admin-lists.js';
import { idSchema, requiredText } from './common.js';

/**
 * Returns and refunds (docs/decisions/0022-returns-and-refunds.md): a shopper asks to return lines of
 * a delivered order; the admin authorises or declines it, receives the items and refunds them.
 * Money in integer cents.
 */

export const RETURN_STATUSES = ['requested', 'authorised', 'received', 'refunded', 'declined'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a shopper returns: a defect has the longer window (Consumer Protection Act section 56). */
export const RETURN_REASONS = [
  'changed_mind',
  'wrong_size',
  'not_as_described',
  'defective',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  changed_mind: 'I changed my mind',
  wrong_size: 'Wrong size or colour',
  not_as_described: 'Not as described',
  defective: 'Defective or damaged',
  other: 'Another reason',
};

/** A shopper's request: some or all of the order's lines, with a reason. */
export const returnRequestBodySchema = z.strictObject({
  key: z.uuid().optional(),
  lines: z
    .array(
      z.strictObject({
        lineId: idSchema,
        quantity: z
          .number({ error: 'Quantity must be a number' })
          .int({ error: 'Quantity must be a whole number' })
          .min(1, { error: 'Quantity must be at least 1' })
          .max(999, { error: 'Quantity can be at most 999' }),
      }),
      { error: 'Choose the items to return' },
    )
    .min(1, { error: 'Choose at least one item to return' })
    .max(100, { error: 'Too many lines' })
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, {
      error: 'Each item once',
    }),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
  details: z
    .string()
    .trim()
    .max(2_000, { error: 'Details can be at most 2 000 characters' })
    .transform((text) => text || null)
    .nullable()
    .optional(),
});
export type ReturnRequestBody = z.input<typeof returnRequestBodySchema>;

export const returnLineSchema = z.object({
  lineId: z.string(),
  title: z.string(),
  variantOptions: z.string(),
  sku: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  /** Whether the item went back into stock when it was received (null until then). */
  restocked: z.boolean().nullable(),
});

export const refundSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  /** 'payfast': through PayFast's API; 'manual': paid back by the shop, with its bank reference. */
  method: z.enum(['payfast', 'manual']),
  reference: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  creditNoteNumber: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const orderRefundsSchema = z.object({ refunds: z.array(refundSchema) });

/** A return as its shopper sees it. */
export const shopperReturnSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  details: z.string().nullable(),
  /** The shop's message with its decision. */
  message: z.string().nullable(),
  lines: z.array(returnLineSchema),
  requestedAt: z.string(),
  refundedCents: z.number().int(),
});
export type ShopperReturn = z.infer<typeof shopperReturnSchema>;

/**
 * What of a delivered order may still be returned, and until when: any reason until `until`, a
 * defect until `defectUntil`; the cooling-off period of an online sale ends `coolingOffUntil`.
 * Null for an order not delivered.
 */
export const returnabilitySchema = z
  .object({
    deliveredAt: z.string(),
    until: z.string(),
    defectUntil: z.string(),
    coolingOffUntil: z.string(),
    lines: z.array(
      z.object({
        lineId: z.string(),
        title: z.string(),
        variantOptions: z.string(),
        /** Bought, less what earlier requests (not declined) already ask back. */
        quantity: z.number().int(),
      }),
    ),
  })
  .nullable();
export type Returnability = z.infer<typeof returnabilitySchema>;

/** The order's page's part on returns: what may be returned, and the requests made. */
export const orderReturnsSchema = z.object({
  returnable: returnabilitySchema,
  returns: z.array(shopperReturnSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

/** The admin's Returns screen: a status (the tabs), a search by order number, customer or return number. */
export const adminReturnsQuerySchema = z.strictObject({
  ...adminListFields,
  status: z
    .enum(RETURN_STATUSES, { error: `Status must be one of ${RETURN_STATUSES.join(', ')}` })
    .optional(),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;

export const adminReturnSchema = shopperReturnSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** What the order's payment can still give back: paid, less every refund. */
  refundableCents: z.number().int(),
  paymentMethod: z.enum(['eft', 'payfast']),
  refunds: z.array(refundSchema),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnPageSchema = z.object({
  returns: z.array(adminReturnSchema.omit({ refunds: true, lines: true })),
  ...adminPageFields,
  counts: z.record(z.enum(['all', ...RETURN_STATUSES]), z.number().int()),
});
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

/** Authorise or decline: the message the shopper is emailed. */
export const returnDecisionBodySchema = z.strictObject({
  decision: z.enum(['authorise', 'decline'], { error: 'Authorise or decline' }),
  message: requiredText('Message', 2_000, { multiline: true }),
});

/** The items arrived: each line back into stock or not (a damaged item is not sold again). */
export const returnReceivedBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: idSchema, restock: z.boolean({ error: 'Restock or not' }) }))
    .min(1, { error: 'Say for each item whether it goes back into stock' }),
});

/**
 * A refund of an order's payment: PayFast's payments through PayFast, others (EFT, and what PayFast
 * cannot refund) by the shop with the bank reference it enters. With `returnId` it refunds that
 * return; with `cancel`, it cancels the order too (its stock comes back).
 */
export const refundBodySchema = z.strictObject({
  amountCents: z
    .number({ error: 'Amount must be a number' })
    .int({ error: 'Amount must be a whole number of cents' })
    .min(1, { error: 'Amount must be more than R0' }),
  reason: requiredText('Reason', 255),
  bankReference: z
    .string()
    .trim()
    .max(100, { error: 'Bank reference can be at most 100 characters' })
    .transform((text) => text || null)
    .nullable()
    .optional(),
  returnId: idSchema.optional(),
  cancel: z.boolean().optional(),
  /** Made once per refund the screen asks for: the same key again is the same refund. */
  idempotencyKey: z.uuid({ error: 'Missing or malformed idempotency key' }),
});
export type RefundBody = z.input<typeof refundBodySchema>;
