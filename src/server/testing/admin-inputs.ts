/** What the admin's forms send, as the API's tests and the browser's post it. */

let coupons = 0;

/** A coupon as the admin's form sends it (10% off from 2026-01-01, unlimited), with changes. */
export const couponInput = (overrides: object = {}) => ({
  code: `C${++coupons}`,
  description: null,
  discountType: 'percentage',
  discountValue: 1_000,
  minPurchaseCents: null,
  maxDiscountCents: null,
  usageLimit: null,
  validFrom: '2026-01-01',
  validUntil: null,
  isActive: true,
  ...overrides,
});

/** A promotion as the admin's form sends it (10% off everything in December 2026), with changes. */
export const promotionInput = (overrides: object = {}) => ({
  name: 'Test sale',
  description: null,
  discountBps: 1_000,
  startDate: '2026-12-01T00:00:00Z',
  endDate: '2026-12-31T00:00:00Z',
  appliesToAll: true,
  category: null,
  isActive: true,
  ...overrides,
});
