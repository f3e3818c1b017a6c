import { describe, expect, it } from 'vitest';
import { MAX_INVENTORY } from '../../../shared/schemas/admin-products.js';
import { firstStockProblem, lineStock, lineStockProblem, stockAfter } from './stock-rules.js';

describe('a cart line against the stock left', () => {
  it('is fine within the stock, up to all of it', () => {
    expect(lineStock(3, 3, true)).toEqual({ kind: 'ok' });
    expect(lineStockProblem('Mug', lineStock(1, 9, true))).toBeUndefined();
  });
  it('says how many are left when the line asks for more', () => {
    const stock = lineStock(5, 3, true);
    expect(stock).toEqual({ kind: 'short', left: 3 });
    expect(lineStockProblem('Mug', stock)).toBe(
      'Only 3 of Mug left. Lower the quantity in your cart to continue.',
    );
  });
  it('says sold out at no stock, and unavailable for an inactive product whatever its stock', () => {
    expect(lineStock(1, 0, true)).toEqual({ kind: 'sold_out' });
    expect(lineStockProblem('Mug', lineStock(1, 0, true))).toBe(
      'Mug is sold out. Remove it from your cart to continue.',
    );
    expect(lineStock(1, 50, false)).toEqual({ kind: 'unavailable' });
  });
  it('names the first line checkout cannot sell', () => {
    expect(
      firstStockProblem([
        { title: 'Mug', stock: { kind: 'ok' } },
        { title: 'Bowl', stock: { kind: 'sold_out' } },
        { title: 'Cup', stock: { kind: 'unavailable' } },
      ]),
    ).toBe('Bowl is sold out. Remove it from your cart to continue.');
    expect(firstStockProblem([{ title: 'Mug', stock: { kind: 'ok' } }])).toBeNull();
  });
});

describe('stock moved by a difference', () => {
  it('stays within 0 and the most a product holds', () => {
    expect(stockAfter(5, -2)).toBe(3);
    expect(stockAfter(1, -5)).toBe(0);
    expect(stockAfter(MAX_INVENTORY - 1, 5)).toBe(MAX_INVENTORY);
  });
});
