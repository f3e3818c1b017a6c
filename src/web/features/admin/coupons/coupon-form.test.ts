import { describe, expect, it } from 'vitest';
import { type Coupon, couponInputSchema } from '@shared/schemas/coupons';
import { couponToInput, emptyCoupon } from './coupon-form';

const coupon: Coupon = {
  id: '00000000-0000-4000-8000-000000000002',
  code: 'BRAAI20',
  description: null,
  discountType: 'percentage',
  discountValue: 2_000,
  minPurchaseCents: 25_000,
  maxDiscountCents: null,
  usageLimit: 50,
  timesUsed: 3,
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  isActive: true,
  status: 'scheduled',
  createdAt: '2026-11-23T06:00:00.000Z',
};

/** What the dialog shows under each field for these values. */
const problems = (values: object) =>
  Object.fromEntries(
    (couponInputSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
  );

describe('the coupon form', () => {
  it('edits a coupon and saves it back as the server takes it', () => {
    expect(couponInputSchema.parse(couponToInput(coupon))).toEqual(couponToInput(coupon));
  });

  it('starts as a percentage, valid from today, active, and asks for a code and a value', () => {
    const empty = emptyCoupon();
    expect(empty).toMatchObject({ discountType: 'percentage', isActive: true, validUntil: null });
    expect(empty.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(problems(empty)).toEqual({
      code: 'Coupon code is required',
      discountValue: 'Discount value is required',
    });
  });

  it('upper-cases the code, and refuses a percentage above 100 and an end before the start', () => {
    const input = { ...couponToInput(coupon), description: '' };
    expect(couponInputSchema.parse({ ...input, code: 'save10' })).toMatchObject({
      code: 'SAVE10',
      description: null,
    });
    expect(problems({ ...input, discountValue: 15_000 })).toEqual({
      discountValue: 'A percentage discount can be at most 100%',
    });
    expect(problems({ ...input, validUntil: '2026-11-30' })).toEqual({
      validUntil: 'Valid until cannot be before valid from',
    });
  });
});
