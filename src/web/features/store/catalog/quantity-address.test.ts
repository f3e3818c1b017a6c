import { describe, expect, it } from 'vitest';
import { readQuantityAddress } from './quantity-address';

const read = (query: string) => readQuantityAddress(new URLSearchParams(query));

describe('readQuantityAddress', () => {
  it('reads a whole quantity of at least 1', () => {
    expect(read('quantity=3')).toBe(3);
    expect(read('variant=v1&quantity=12')).toBe(12);
  });

  it('takes 1 for no quantity, or one that makes no sense', () => {
    for (const query of [
      '',
      'quantity=',
      'quantity=0',
      'quantity=-2',
      'quantity=1.5',
      'quantity=2e1',
      'quantity=abc',
      'quantity=01',
      'quantity=9999999',
    ])
      expect(read(query), query).toBe(1);
  });
});
