import { describe, expect, it } from 'vitest';
import { apportionVat, includedVatCents } from './vat.js';

const FIFTEEN = 1_500;

describe('the VAT included in a price', () => {
  it('is 15/115 of it at 15 %, to the cent', () => {
    expect(includedVatCents(11_500, FIFTEEN)).toBe(1_500);
    expect(includedVatCents(29_999, FIFTEEN)).toBe(3_913); // 3 912.91…
    expect(includedVatCents(100, FIFTEEN)).toBe(13); // 13.04…
    expect(includedVatCents(0, FIFTEEN)).toBe(0);
  });

  it('rounds half a cent away from zero, for amounts taken off too', () => {
    // At 100 % the VAT is half the price: 3c holds 1.5c.
    expect(includedVatCents(3, 10_000)).toBe(2);
    expect(includedVatCents(-3, 10_000)).toBe(-2);
    expect(includedVatCents(-29_999, FIFTEEN)).toBe(-3_913);
    expect(includedVatCents(-100, FIFTEEN)).toBe(-13);
  });

  it('is none at a rate of 0, and follows another rate', () => {
    expect(includedVatCents(29_999, 0)).toBe(0);
    expect(includedVatCents(11_400, 1_400)).toBe(1_400);
    expect(includedVatCents(11_550, 1_550)).toBe(1_550);
  });
});

describe('VAT shared over the lines of an invoice', () => {
  it('adds up to the VAT of the total, each line within a cent of its own', () => {
    // Three lines of R0.10: each 1.30…c exactly, the total 3.91…c: 4c in all.
    const { lines, totalCents } = apportionVat([10, 10, 10], FIFTEEN);
    expect(totalCents).toBe(4);
    expect(lines.reduce((sum, cents) => sum + cents, 0)).toBe(4);
    expect(lines.toSorted()).toEqual([1, 1, 2]);
  });

  it('gives the left-over cent to the line its rounding took most from', () => {
    // 1.304…c, 1.434…c (R0.11): the second line gets the cent.
    expect(apportionVat([10, 11], FIFTEEN)).toEqual({ lines: [1, 2], totalCents: 3 });
  });

  it('takes a discount off, and keeps the delivery line', () => {
    const gross = [45_998, 12_999, -5_000, 9_999];
    const { lines, totalCents } = apportionVat(gross, FIFTEEN);
    expect(totalCents).toBe(includedVatCents(63_996, FIFTEEN));
    expect(lines.reduce((sum, cents) => sum + cents, 0)).toBe(totalCents);
    expect(lines[2]).toBeLessThan(0);
    gross.forEach((cents, index) =>
      expect(Math.abs((lines[index] ?? 0) - (cents * FIFTEEN) / 11_500)).toBeLessThan(1),
    );
  });

  it('holds for many random invoices', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let run = 0; run < 2_000; run += 1) {
      const gross = Array.from({ length: 1 + (next() % 12) }, () => (next() % 2_000_000) - 100_000);
      const { lines, totalCents } = apportionVat(gross, FIFTEEN);
      expect(lines.reduce((sum, cents) => sum + cents, 0)).toBe(totalCents);
      gross.forEach((cents, index) =>
        expect(Math.abs((lines[index] ?? 0) - (cents * FIFTEEN) / 11_500)).toBeLessThan(1),
      );
    }
  });

  it('is nothing for no lines', () => {
    expect(apportionVat([], FIFTEEN)).toEqual({ lines: [], totalCents: 0 });
  });
});
