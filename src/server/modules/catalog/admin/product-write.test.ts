import { describe, expect, it } from 'vitest';
import { stockCountOf } from './product-write.js';

describe("a product form's stock", () => {
  it('moves by the difference from the stock the form was loaded with, so units sold meanwhile stay sold', () => {
    expect(stockCountOf({ inventoryQuantity: 12, loadedInventoryQuantity: 10 })).toEqual({ change: 2 });
    expect(stockCountOf({ inventoryQuantity: 0, loadedInventoryQuantity: 5 })).toEqual({ change: -5 });
  });

  it('is set as written when the form says nothing of what it loaded (a new count)', () => {
    expect(stockCountOf({ inventoryQuantity: 7 })).toEqual({ set: 7 });
  });
});
