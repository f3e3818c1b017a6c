import { describe, expect, it } from 'vitest';
import { formatAdminMoney, formatAmount, formatRand } from './money.js';

describe('money formatting', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [9_999, '99.99'],
    [50_000, '500.00'],
    [123_456_789, '1234567.89'],
    [-1_050, '-10.50'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });
  it('prefixes R in the shopper area', () => {
    expect(formatRand(14_999)).toBe('R149.99');
  });
  it('prefixes the configured symbol in the admin', () => {
    expect(formatAdminMoney(14_999, '$')).toBe('$149.99');
  });
});
