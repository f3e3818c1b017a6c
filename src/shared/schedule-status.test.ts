import { describe, expect, it } from 'vitest';
import { couponStatus } from './coupons.js';
import { promotionStatus } from './pricing.js';

describe('schedule statuses', () => {
  it('counts both calendar days of a coupon as valid, and no end as never ending', () => {
    const coupon = { isActive: true, validFrom: '2026-11-01', validUntil: '2026-11-30' };
    expect(couponStatus(coupon, '2026-10-31')).toBe('scheduled');
    expect(couponStatus(coupon, '2026-11-01')).toBe('active');
    expect(couponStatus(coupon, '2026-11-30')).toBe('active');
    expect(couponStatus(coupon, '2026-12-01')).toBe('expired');
    expect(couponStatus({ ...coupon, validUntil: null }, '2099-12-31')).toBe('active');
    expect(couponStatus({ ...coupon, isActive: false }, '2026-11-15')).toBe('inactive');
  });

  it("compares a promotion's ends as instants, whatever their time zone", () => {
    const promotion = {
      isActive: true,
      startDate: '2026-06-01T08:00:00+02:00',
      endDate: '2026-06-30T23:59:00+02:00',
    };
    expect(promotionStatus(promotion, new Date('2026-06-01T05:59:59Z'))).toBe('scheduled');
    expect(promotionStatus(promotion, new Date('2026-06-01T06:00:00Z'))).toBe('active');
    expect(promotionStatus(promotion, new Date('2026-06-30T21:59:00Z'))).toBe('active');
    expect(promotionStatus(promotion, new Date('2026-06-30T21:59:01Z'))).toBe('expired');
    expect(promotionStatus({ ...promotion, isActive: false }, new Date('2026-06-15T00:00:00Z'))).toBe(
      'inactive',
    );
  });
});
