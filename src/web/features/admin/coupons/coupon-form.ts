import type { DefaultValues } from 'react-hook-form';
import type { Coupon, CouponInput } from '@shared/schemas/coupons';
import { shopToday } from '@shared/shop-time';

/**
 * The coupon dialog starts from these: type percentage, valid from today, active (docs/specification.md
 * §4); the shared schema checks what is typed.
 */
export const emptyCoupon = (): DefaultValues<CouponInput> => ({
  code: '',
  description: '',
  discountType: 'percentage',
  minPurchaseCents: null,
  maxDiscountCents: null,
  usageLimit: null,
  validFrom: shopToday(),
  validUntil: null,
  isActive: true,
});

/** A coupon as its dialog edits it: the fields the server takes back. */
export const couponToInput = (coupon: Coupon): CouponInput => ({
  code: coupon.code,
  description: coupon.description,
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
  minPurchaseCents: coupon.minPurchaseCents,
  maxDiscountCents: coupon.maxDiscountCents,
  usageLimit: coupon.usageLimit,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  isActive: coupon.isActive,
});
