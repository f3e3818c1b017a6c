import { describe, expect, it } from 'vitest';
import { type CouponRule, couponOutcome } from './coupons.js';
import { shopToday } from './shop-time.js';

const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  discountType: 'percentage',
  discountValue: 2_000,
  minPurchaseCents: null,
  maxDiscountCents: null,
  usageLimit: null,
  timesUsed: 0,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  isActive: true,
  ...overrides,
});
const today = '2026-11-20';

describe('couponOutcome', () => {
  it('takes a percentage of the subtotal, capped by the maximum discount', () => {
    expect(couponOutcome(coupon(), 60_000, today)).toEqual({ ok: true, discountCents: 12_000 });
    expect(couponOutcome(coupon({ maxDiscountCents: 10_000 }), 60_000, today)).toEqual({
      ok: true,
      discountCents: 10_000,
    });
    expect(couponOutcome(coupon({ discountValue: 1_250 }), 999, today)).toEqual({
      ok: true,
      discountCents: 125,
    });
  });

  it('takes a fixed amount, capped at the subtotal', () => {
    const fixed = coupon({ discountType: 'fixed', discountValue: 5_000 });
    expect(couponOutcome(fixed, 30_000, today)).toEqual({ ok: true, discountCents: 5_000 });
    expect(couponOutcome(fixed, 3_000, today)).toEqual({ ok: true, discountCents: 3_000 });
  });

  it('is valid on its first and last day', () => {
    expect(couponOutcome(coupon(), 10_000, '2026-11-01').ok).toBe(true);
    expect(couponOutcome(coupon(), 10_000, '2026-11-30').ok).toBe(true);
    expect(couponOutcome(coupon({ validUntil: null }), 10_000, '2030-01-01').ok).toBe(true);
  });

  it.each([
    [undefined, 10_000, 'not_valid', 'This coupon code is not valid.'],
    [coupon({ isActive: false }), 10_000, 'not_valid', 'This coupon code is not valid.'],
    [coupon({ validFrom: '2026-11-21' }), 10_000, 'not_valid', 'This coupon code is not valid.'],
    [coupon({ validUntil: '2026-11-19' }), 10_000, 'not_valid', 'This coupon code is not valid.'],
    [coupon({ usageLimit: 5, timesUsed: 5 }), 10_000, 'used_up', 'This coupon has been used up.'],
    [
      coupon({ minPurchaseCents: 50_000 }),
      49_999,
      'minimum_not_met',
      'This coupon needs a subtotal of at least R500.00.',
    ],
  ])('refuses %#: %s', (rule, subtotal, problem, message) => {
    expect(couponOutcome(rule, subtotal, today)).toEqual({ ok: false, problem, message });
  });
});

describe('shopToday', () => {
  it('is the date in Johannesburg (UTC+2)', () => {
    expect(shopToday(new Date('2026-11-20T21:59:59Z'))).toBe('2026-11-20');
    expect(shopToday(new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-21');
  });
});
