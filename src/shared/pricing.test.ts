import { describe, expect, it } from 'vitest';
import {
  amountToFreeShippingCents,
  cartTotals,
  effectiveUnitPriceCents,
  savePercent,
  shippingCents,
} from './pricing.js';

describe('effective unit price', () => {
  it('is the price when there is no sale price', () => {
    expect(effectiveUnitPriceCents({ priceCents: 12_999, salePriceCents: null })).toBe(12_999);
  });
  it('is the sale price when it is lower', () => {
    expect(effectiveUnitPriceCents({ priceCents: 12_999, salePriceCents: 9_999 })).toBe(9_999);
  });
  it('ignores a sale price that is not lower', () => {
    expect(effectiveUnitPriceCents({ priceCents: 10_000, salePriceCents: 12_000 })).toBe(10_000);
  });
  it('allows a free item', () => {
    expect(effectiveUnitPriceCents({ priceCents: 10_000, salePriceCents: 0 })).toBe(0);
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
  ])('price %i at %i saves %i%%', (priceCents, salePriceCents, percent) => {
    expect(savePercent({ priceCents, salePriceCents })).toBe(percent);
  });
  it('is 0 with no sale, a higher sale price, or a zero price', () => {
    expect(savePercent({ priceCents: 10_000, salePriceCents: null })).toBe(0);
    expect(savePercent({ priceCents: 10_000, salePriceCents: 11_000 })).toBe(0);
    expect(savePercent({ priceCents: 0, salePriceCents: 0 })).toBe(0);
  });
});

describe('shipping', () => {
  it('is a flat R99.99 below R500', () => {
    expect(shippingCents(1)).toBe(9_999);
    expect(shippingCents(49_999)).toBe(9_999);
  });
  it('is free from R500', () => {
    expect(shippingCents(50_000)).toBe(0);
    expect(shippingCents(1_000_000)).toBe(0);
  });
  it('is nothing for an empty cart', () => {
    expect(shippingCents(0)).toBe(0);
  });
  it('tells what is left to spend for free shipping', () => {
    expect(amountToFreeShippingCents(35_001)).toBe(14_999);
    expect(amountToFreeShippingCents(50_000)).toBe(0);
    expect(amountToFreeShippingCents(70_000)).toBe(0);
  });
});

describe('cart totals', () => {
  it('sums effective prices by quantity and adds shipping', () => {
    const totals = cartTotals([
      { priceCents: 15_000, salePriceCents: null, quantity: 2 },
      { priceCents: 40_000, salePriceCents: 35_000, quantity: 1 },
    ]);
    expect(totals).toEqual({ itemCount: 3, subtotalCents: 65_000, shippingCents: 0, totalCents: 65_000 });
  });
  it('charges shipping below the threshold', () => {
    expect(cartTotals([{ priceCents: 19_900, salePriceCents: null, quantity: 1 }])).toEqual({
      itemCount: 1,
      subtotalCents: 19_900,
      shippingCents: 9_999,
      totalCents: 29_899,
    });
  });
  it('is all zero for no lines', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });
});
