import { describe, expect, it } from 'vitest';
import { deliveryWords, policyRand } from './delivery-words';

describe('rand in policy text', () => {
  it('leaves the cents off whole amounts only', () => {
    expect(policyRand(50_000)).toBe('R500');
    expect(policyRand(100_000)).toBe('R1,000');
    expect(policyRand(9_999)).toBe('R99.99');
    expect(policyRand(6_550)).toBe('R65.50');
    expect(policyRand(0)).toBe('R0');
  });
});

describe("the delivery fees in the shop's words", () => {
  it('says the settings: the threshold and the standard fee as policy text, express with its cents', () => {
    expect(deliveryWords({ standardCents: 9_999, expressCents: 15_000, freeFromCents: 60_000 })).toEqual({
      freeFrom: 'R600',
      standardFee: 'R99.99',
      expressFee: 'R150.00',
    });
  });

  it('names no amount without them', () => {
    const words = deliveryWords(undefined);
    expect(Object.values(words).join(' ')).not.toMatch(/R\d/);
    expect(`a flat ${words.standardFee}`).toBe('a flat fee');
  });
});
