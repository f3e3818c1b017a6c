import { z } from 'zod';
import { SCHEDULE_STATUSES } from '../schedule-status.js';
import { adminPageFields } from './admin-lists.js';
import { calendarDateSchema, optionalText } from './common.js';

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

const optionalCents = z.number().int().min(0).max(100_000_000).nullable();

/**
 * A coupon as the admin saves it (docs/specification.md §7 Admin coupons). discountValue is in basis points for
 * a percentage (2000 = 20%) and in cents for a fixed amount, as stored.
 */
export const couponInputSchema = z
  .strictObject({
    code: z
      .string({ error: 'Coupon code is required' })
      .trim()
      .min(1, { error: 'Coupon code is required' })
      .max(32, { error: 'Coupon code can be at most 32 characters' })
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9_-]+$/, { error: 'Use letters, digits, - and _ only' })),
    description: optionalText('Description', 500),
    discountType: z.enum(COUPON_TYPES),
    discountValue: z
      .number({ error: 'Discount value is required' })
      .int()
      .positive({ error: 'Discount value must be above 0' }),
    minPurchaseCents: optionalCents,
    maxDiscountCents: optionalCents,
    usageLimit: z
      .number()
      .int()
      .min(1, { error: 'Usage limit must be at least 1' })
      .max(10_000_000)
      .nullable(),
    validFrom: calendarDateSchema,
    validUntil: calendarDateSchema.nullable(),
    isActive: z.boolean(),
  })
  .refine((c) => c.discountType !== 'percentage' || c.discountValue <= 10_000, {
    error: 'A percentage discount can be at most 100%',
    path: ['discountValue'],
  })
  .refine((c) => c.discountType !== 'fixed' || c.discountValue <= 100_000_000, {
    error: 'Discount value is too high',
    path: ['discountValue'],
  })
  .refine((c) => c.validUntil === null || c.validUntil >= c.validFrom, {
    error: 'Valid until cannot be before valid from',
    path: ['validUntil'],
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(COUPON_TYPES),
  discountValue: z.number().int(),
  minPurchaseCents: z.number().int().nullable(),
  maxDiscountCents: z.number().int().nullable(),
  usageLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  /** From the switch and the dates, by the shop's calendar day (schedule-status.ts). */
  status: z.enum(SCHEDULE_STATUSES),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema), ...adminPageFields });
export type CouponPage = z.infer<typeof couponListSchema>;
