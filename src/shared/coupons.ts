import { formatRand } from './money.js';
import { type ScheduleStatus, scheduleStatus } from './schedule-status.js';

/** What the coupon rules need of a coupon (docs/design.md §5). */
export interface CouponRule {
  discountType: 'percentage' | 'fixed';
  /** Basis points for a percentage, cents for a fixed amount. */
  discountValue: number;
  minPurchaseCents: number | null;
  maxDiscountCents: number | null;
  usageLimit: number | null;
  timesUsed: number;
  /** Calendar dates, YYYY-MM-DD, both included. */
  validFrom: string;
  validUntil: string | null;
  isActive: boolean;
}

export type CouponProblem = 'not_valid' | 'used_up' | 'minimum_not_met';

export type CouponOutcome =
  { ok: true; discountCents: number } | { ok: false; problem: CouponProblem; message: string };

/** Active, Scheduled, Expired or Inactive by the shop's calendar day (schedule-status.ts). */
export function couponStatus(
  coupon: Pick<CouponRule, 'isActive' | 'validFrom' | 'validUntil'>,
  today: string,
): ScheduleStatus {
  return scheduleStatus(
    { isActive: coupon.isActive, from: coupon.validFrom, until: coupon.validUntil },
    today,
  );
}

const NOT_VALID = 'This coupon code is not valid.';

const refuse = (problem: CouponProblem, message: string): CouponOutcome => ({ ok: false, problem, message });

/**
 * Whether a coupon applies to a merchandise subtotal today, and its discount: a percentage of the
 * subtotal capped by the maximum discount, or a fixed amount capped at the subtotal. Shipping is
 * never discounted.
 */
export function couponOutcome(
  coupon: CouponRule | undefined,
  subtotalCents: number,
  today: string,
): CouponOutcome {
  // Unknown, switched off, not yet or no longer valid: one answer, so that guessing at codes
  // cannot tell a code that never was from one that is off or old (docs/decisions/0012).
  if (!coupon || couponStatus(coupon, today) !== 'active') return refuse('not_valid', NOT_VALID);
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return refuse('used_up', 'This coupon has been used up.');
  }
  if (coupon.minPurchaseCents !== null && subtotalCents < coupon.minPurchaseCents) {
    return refuse(
      'minimum_not_met',
      `This coupon needs a subtotal of at least ${formatRand(coupon.minPurchaseCents)}.`,
    );
  }
  let discount =
    coupon.discountType === 'percentage'
      ? Math.round((subtotalCents * coupon.discountValue) / 10_000)
      : coupon.discountValue;
  if (coupon.maxDiscountCents !== null) discount = Math.min(discount, coupon.maxDiscountCents);
  return { ok: true, discountCents: Math.max(0, Math.min(discount, subtotalCents)) };
}
