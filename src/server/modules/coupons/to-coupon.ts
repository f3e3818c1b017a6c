import { couponStatus } from '../../../shared/coupons.js';
import type { Coupon } from '../../../shared/schemas/coupons.js';
import type { CouponRow } from './coupon-repository.js';

/** A coupon row as the API shows it on the shop's day `today`; also what the checkout's coupon rules read. */
export function toCoupon(row: CouponRow, today: string): Coupon {
  const isActive = row.is_active === 1;
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minPurchaseCents: row.min_purchase_cents,
    maxDiscountCents: row.max_discount_cents,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    isActive,
    status: couponStatus({ isActive, validFrom: row.valid_from, validUntil: row.valid_until }, today),
    createdAt: row.created_at,
  };
}
