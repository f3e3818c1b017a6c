import { describe, expect, it } from 'vitest';
import { lineStock, lineStockLabel, lineStockProblem } from './stock.js';

describe('a cart line against the stock left', () => {
  it('is fine within the stock, up to all of it', () => {
    expect(lineStock(3, 3, true)).toEqual({ kind: 'ok' });
    expect(lineStockLabel(lineStock(1, 9, true))).toBeUndefined();
    expect(lineStockProblem('Mug', lineStock(1, 9, true))).toBeUndefined();
  });
  it('says how many are left when the line asks for more', () => {
    const stock = lineStock(5, 3, true);
    expect(lineStockLabel(stock)).toBe('Only 3 left');
    expect(lineStockProblem('Mug', stock)).toBe(
      'Only 3 of Mug left. Lower the quantity in your cart to continue.',
    );
  });
  it('says sold out at no stock, and unavailable for an inactive product whatever its stock', () => {
    expect(lineStockLabel(lineStock(1, 0, true))).toBe('Sold out');
    expect(lineStockProblem('Mug', lineStock(1, 0, true))).toBe(
      'Mug is sold out. Remove it from your cart to continue.',
    );
    expect(lineStockLabel(lineStock(1, 50, false))).toBe('No longer available');
  });
});
