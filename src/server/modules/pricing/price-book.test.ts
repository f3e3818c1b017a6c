import { describe, expect, it } from 'vitest';
import type { PromotionRule } from '../../../shared/pricing.js';
import type { Executor } from '../../db/database.js';
import { NO_PROMOTIONS, priceBook } from './price-book.js';
import { createPricing } from './pricing.js';

const gymWeek: PromotionRule = {
  discountBps: 2_000,
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-07T23:59:59.999Z',
  isActive: true,
  appliesToAll: false,
  category: 'gym',
};
const rope = { priceCents: 10_000, salePriceCents: null, category: 'gym' as const };

describe('a price book', () => {
  it('prices by the promotions in force at its instant, and knows when that changes', () => {
    const before = priceBook([gymWeek], new Date('2026-11-30T12:00:00Z'));
    expect(before.unitPrice(rope)).toBe(10_000);
    expect(before.validUntil).toEqual(new Date(gymWeek.startDate));

    const during = priceBook([gymWeek], new Date('2026-12-03T12:00:00Z'));
    expect(during.unitPrice(rope)).toBe(8_000);
    expect(during.validUntil).toEqual(new Date(Date.parse(gymWeek.endDate) + 1));
  });

  it('without promotions, prices by the product alone', () => {
    expect(NO_PROMOTIONS.unitPrice({ ...rope, salePriceCents: 9_000 })).toBe(9_000);
    expect(NO_PROMOTIONS.validUntil).toBeUndefined();
  });
});

describe("pricing's clock", () => {
  it('renews a book once a promotion has started or ended on the app clock, and only then', () => {
    let now = new Date('2026-11-30T12:00:00Z');
    // renewed() reads no row: the book carries its promotions.
    const pricing = createPricing({ db: {} as Executor, now: () => now });
    const book = priceBook([gymWeek], now);
    expect(pricing.renewed(book)).toBe(book);

    now = new Date('2026-12-01T00:00:00Z');
    const renewed = pricing.renewed(book);
    expect(renewed).not.toBe(book);
    expect(renewed.unitPrice(rope)).toBe(8_000);
  });
});
