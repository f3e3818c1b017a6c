import { describe, expect, it } from 'vitest';
import {
  amountToFreeShippingCents,
  bestPromotionBps,
  deliveryCents,
  effectiveUnitPriceCents,
  nextPromotionChange,
  type PromotionRule,
  promotionsInForce,
  savePercent,
  shippingCents,
  totals,
} from './pricing.js';

const item = (priceCents: number, salePriceCents: number | null = null) => ({
  priceCents,
  salePriceCents,
  category: 'gym' as const,
});
const promotion = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  discountBps: 1_000,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-11-30T23:59:59.000Z',
  isActive: true,
  appliesToAll: true,
  category: null,
  ...overrides,
});
const now = new Date('2026-11-20T10:00:00.000Z');

describe('effective unit price', () => {
  it('is the price when there is no sale price and no promotion', () => {
    expect(effectiveUnitPriceCents(item(12_999))).toBe(12_999);
  });
  it('is the sale price when it is lower', () => {
    expect(effectiveUnitPriceCents(item(12_999, 9_999))).toBe(9_999);
  });
  it('ignores a sale price that is not lower', () => {
    expect(effectiveUnitPriceCents(item(10_000, 12_000))).toBe(10_000);
  });
  it('allows a free item', () => {
    expect(effectiveUnitPriceCents(item(10_000, 0))).toBe(0);
  });
  it('takes the price less the best promotion when that is lowest, rounded to the cent', () => {
    expect(effectiveUnitPriceCents(item(10_000), [promotion({ discountBps: 1_550 })])).toBe(8_450);
    expect(effectiveUnitPriceCents(item(999), [promotion({ discountBps: 1_000 })])).toBe(899); // 99.9 -> 100
  });
  it('keeps a sale price lower than the promotion', () => {
    expect(effectiveUnitPriceCents(item(10_000, 7_000), [promotion({ discountBps: 2_000 })])).toBe(7_000);
  });
  it('applies a 100% promotion as free, never below zero', () => {
    expect(effectiveUnitPriceCents(item(10_000), [promotion({ discountBps: 10_000 })])).toBe(0);
  });
});

describe('promotions', () => {
  it('are in force when active and between start and end, both included', () => {
    const p = promotion();
    expect(promotionsInForce([p], now)).toEqual([p]);
    expect(promotionsInForce([p], new Date(p.startDate))).toEqual([p]);
    expect(promotionsInForce([p], new Date(p.endDate))).toEqual([p]);
    expect(promotionsInForce([p], new Date('2026-12-01T00:00:00.000Z'))).toEqual([]);
    expect(promotionsInForce([promotion({ isActive: false })], now)).toEqual([]);
  });
  it('do not stack: the best one that applies to the item counts', () => {
    const inForce = [
      promotion({ discountBps: 1_000 }),
      promotion({ discountBps: 2_500, appliesToAll: false, category: 'gym' }),
      promotion({ discountBps: 5_000, appliesToAll: false, category: 'men' }),
    ];
    expect(bestPromotionBps({ category: 'gym' }, inForce)).toBe(2_500);
    expect(bestPromotionBps({ category: 'homeware' }, inForce)).toBe(1_000);
    expect(effectiveUnitPriceCents(item(10_000), inForce)).toBe(7_500);
  });
  it('tell when the prices next change', () => {
    const later = promotion({ startDate: '2026-11-25T00:00:00.000Z' });
    expect(nextPromotionChange([promotion(), later], now)).toEqual(new Date('2026-11-25T00:00:00.000Z'));
    expect(nextPromotionChange([promotion()], now)).toEqual(new Date('2026-11-30T23:59:59.001Z'));
    expect(nextPromotionChange([promotion({ isActive: false })], now)).toBeUndefined();
  });
});

describe('Save %', () => {
  it.each([
    [10_000, 7_500, 25],
    [29_999, 19_999, 33], // 33.33…
    [89_900, 69_900, 22], // 22.24…
    [10_000, 9_950, 1], // 0.5 rounds up
    [10_000, 9_951, 0], // 0.49 rounds down
    [10_000, 0, 100],
  ])('price %i at %i saves %i%%', (price, unit, percent) => {
    expect(savePercent(price, unit)).toBe(percent);
  });
  it('is 0 when nothing is saved or the price is zero', () => {
    expect(savePercent(10_000, 10_000)).toBe(0);
    expect(savePercent(10_000, 11_000)).toBe(0);
    expect(savePercent(0, 0)).toBe(0);
  });
});

/** The shop's fees as its settings have them (these are the first ones). */
const RATES = { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 };

describe('shipping', () => {
  it('is the standard fee below the free-delivery threshold', () => {
    expect(shippingCents(1, RATES)).toBe(9_999);
    expect(shippingCents(49_999, RATES)).toBe(9_999);
    expect(shippingCents(49_999, { ...RATES, standardCents: 6_500 })).toBe(6_500);
  });
  it('is free from the threshold', () => {
    expect(shippingCents(50_000, RATES)).toBe(0);
    expect(shippingCents(1_000_000, RATES)).toBe(0);
    expect(shippingCents(30_000, { ...RATES, freeFromCents: 30_000 })).toBe(0);
    expect(shippingCents(29_999, { ...RATES, freeFromCents: 30_000 })).toBe(9_999);
  });
  it('is nothing for an empty cart', () => {
    expect(shippingCents(0, RATES)).toBe(0);
  });
  it('tells what is left to spend for free shipping', () => {
    expect(amountToFreeShippingCents(35_001, RATES)).toBe(14_999);
    expect(amountToFreeShippingCents(50_000, RATES)).toBe(0);
    expect(amountToFreeShippingCents(70_000, RATES)).toBe(0);
    expect(amountToFreeShippingCents(35_001, { ...RATES, freeFromCents: 40_000 })).toBe(4_999);
  });
});

describe('totals', () => {
  it('sums the prices paid, counts the savings against base prices, and adds shipping', () => {
    expect(
      totals([
        { basePriceCents: 15_000, unitPriceCents: 15_000, quantity: 2 },
        { basePriceCents: 40_000, unitPriceCents: 35_000, quantity: 1 },
      ]),
    ).toEqual({
      itemCount: 3,
      itemsCents: 70_000,
      subtotalCents: 65_000,
      savingsCents: 5_000,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 65_000,
    });
  });
  it('takes the coupon discount off the merchandise only; shipping follows the subtotal before it', () => {
    const t = totals([{ basePriceCents: 55_000, unitPriceCents: 55_000, quantity: 1 }], 10_000);
    expect(t).toMatchObject({
      subtotalCents: 55_000,
      discountCents: 10_000,
      shippingCents: 0,
      totalCents: 45_000,
    });
  });
  it('never discounts below zero', () => {
    const t = totals([{ basePriceCents: 1_000, unitPriceCents: 1_000, quantity: 1 }], 5_000, {
      method: 'standard',
      rates: RATES,
    });
    expect(t).toMatchObject({ discountCents: 1_000, shippingCents: 9_999, totalCents: 9_999 });
  });
  it('adds up: items − savings − discount + shipping = total', () => {
    const t = totals(
      [
        { basePriceCents: 44_900, unitPriceCents: 35_920, quantity: 1 },
        { basePriceCents: 57_800, unitPriceCents: 49_045, quantity: 1 },
      ],
      5_000,
      { method: 'standard', rates: RATES },
    );
    expect(t.itemsCents - t.savingsCents - t.discountCents + t.shippingCents).toBe(t.totalCents);
    expect(t).toMatchObject({ itemsCents: 102_700, savingsCents: 17_735, totalCents: 79_965 });
  });
  it('charges express delivery at its fee, never free, and standard as shipping says', () => {
    const lines = [{ basePriceCents: 60_000, unitPriceCents: 60_000, quantity: 1 }];
    expect(totals(lines, 0, { method: 'express', rates: RATES }).shippingCents).toBe(14_999);
    expect(totals(lines, 0, { method: 'standard', rates: RATES }).shippingCents).toBe(0);
    expect(deliveryCents(10_000, { method: 'standard', rates: RATES })).toBe(9_999);
    expect(deliveryCents(0, { method: 'express', rates: RATES })).toBe(0);
    expect(totals(lines).shippingCents).toBe(0);
  });
  it('is all zero for no lines', () => {
    expect(totals([])).toEqual({
      itemCount: 0,
      itemsCents: 0,
      subtotalCents: 0,
      savingsCents: 0,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });
});
