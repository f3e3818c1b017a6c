import { describe, expect, it } from 'vitest';
import { lineStockLabel } from './line-stock-label';

describe("a cart line's stock note", () => {
  it('words the stock the server found', () => {
    expect(lineStockLabel({ kind: 'ok' })).toBeUndefined();
    expect(lineStockLabel({ kind: 'short', left: 3 })).toBe('Only 3 left');
    expect(lineStockLabel({ kind: 'sold_out' })).toBe('Sold out');
    expect(lineStockLabel({ kind: 'unavailable' })).toBe('No longer available');
  });
});
