import { z } from 'zod';
import { parseAmountToCents } from '@shared/money';
import { COUPON_TYPES, type Coupon, type CouponInput } from '@shared/schemas/coupons';

const amount = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || parseAmountToCents(value) !== undefined, { error: message });

/**
 * The coupon dialog's fields as typed; blank optional numbers and dates are sent as null
 * (docs/specification.md §5).
 */
export const couponFormSchema = z
  .object({
    code: z.string().trim().min(1, { error: 'Coupon code is required' }),
    description: z.string(),
    discountType: z.enum(COUPON_TYPES),
    discountValue: amount('Enter a number with at most two decimals').refine((value) => value !== '', {
      error: 'Discount value is required',
    }),
    minPurchase: amount('Enter an amount, e.g. 250.00'),
    maxDiscount: amount('Enter an amount, e.g. 100.00'),
    usageLimit: z
      .string()
      .trim()
      .regex(/^(\d{1,7})?$/, { error: 'Usage limit must be a whole number' }),
    validFrom: z.string().min(1, { error: 'Valid from is required' }),
    validUntil: z.string(),
    isActive: z.boolean(),
  })
  .refine((f) => f.discountType !== 'percentage' || (parseAmountToCents(f.discountValue) ?? 0) <= 10_000, {
    error: 'A percentage discount can be at most 100%',
    path: ['discountValue'],
  })
  .refine((f) => f.validUntil === '' || f.validUntil >= f.validFrom, {
    error: 'Valid until cannot be before valid from',
    path: ['validUntil'],
  });
export type CouponForm = z.infer<typeof couponFormSchema>;

const today = () => new Date().toLocaleDateString('en-CA');

/** docs/specification.md §4: a closed dialog resets to type percentage, valid from today, active. */
export const emptyCouponForm = (): CouponForm => ({
  code: '',
  description: '',
  discountType: 'percentage',
  discountValue: '',
  minPurchase: '',
  maxDiscount: '',
  usageLimit: '',
  validFrom: today(),
  validUntil: '',
  isActive: true,
});

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function couponToForm(coupon: Coupon): CouponForm {
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    discountType: coupon.discountType,
    // Basis points and cents both read as hundredths.
    discountValue: centsText(coupon.discountValue),
    minPurchase: centsText(coupon.minPurchaseCents),
    maxDiscount: centsText(coupon.maxDiscountCents),
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil ?? '',
    isActive: coupon.isActive,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : (parseAmountToCents(value) ?? null));

export function formToCoupon(form: CouponForm): CouponInput {
  return {
    code: form.code.toUpperCase(),
    description: form.description.trim() === '' ? null : form.description,
    discountType: form.discountType,
    discountValue: parseAmountToCents(form.discountValue) ?? 0,
    minPurchaseCents: orNull(form.minPurchase),
    maxDiscountCents: orNull(form.maxDiscount),
    usageLimit: form.usageLimit.trim() === '' ? null : Number(form.usageLimit),
    validFrom: form.validFrom,
    validUntil: form.validUntil === '' ? null : form.validUntil,
    isActive: form.isActive,
  };
}
