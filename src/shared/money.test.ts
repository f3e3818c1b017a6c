import { describe, expect, it } from 'vitest';
import {
  formatAdminMoney,
  formatAmount,
  formatRand,
  parseAmountToCents,
  parseWrittenAmount,
  plainAmount,
} from './money.js';

describe('money formatting', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [9_999, '99.99'],
    [50_000, '500.00'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [123_456_789, '1,234,567.89'],
    [-1_050, '-10.50'],
    [-123_456, '-1,234.56'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });
  it('prefixes R in the shopper area', () => {
    expect(formatRand(14_999)).toBe('R149.99');
    expect(formatRand(-9_000)).toBe('-R90.00');
  });
  it('prefixes the configured symbol in the admin', () => {
    expect(formatAdminMoney(14_999, '$')).toBe('$149.99');
  });
});

describe('parseAmountToCents', () => {
  it('reads whole amounts and up to two decimals exactly', () => {
    expect(parseAmountToCents('249')).toBe(24_900);
    expect(parseAmountToCents('249.5')).toBe(24_950);
    expect(parseAmountToCents(' 0.07 ')).toBe(7);
    expect(parseAmountToCents('1234.99')).toBe(123_499);
  });

  it('refuses anything else', () => {
    for (const text of ['', '.5', '1.', '1.234', '-1', '1e3', 'abc', '12,50', '9999999999']) {
      expect(parseAmountToCents(text)).toBeUndefined();
    }
  });
});

describe('amounts in files', () => {
  it('writes cents as a plain amount', () => {
    expect([0, 5, 99, 100, 129_950, 123_456_789, -250].map(plainAmount)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1299.50',
      '1234567.89',
      '-2.50',
    ]);
  });

  it('reads an amount as a person or a spreadsheet writes it', () => {
    expect(
      ['199.99', '199', 'R199.99', 'r 1 299.50', '1,299.50', '1,234,567.89', ' 12 '].map(parseWrittenAmount),
    ).toEqual([19_999, 19_900, 19_999, 129_950, 129_950, 123_456_789, 1_200]);
    for (const bad of ['', '19.999', '-5', '1,29.50', 'ten', '1e3', '12,5', 'R']) {
      expect(parseWrittenAmount(bad)).toBeUndefined();
    }
  });
});
