import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertProductWithVariants, lowestStockOf } from '../../testing/variant-products.js';
import * as stockRepository from './stock-repository.js';

/**
 * A product's lowest_stock is the least stock of its variants on sale whatever moved them
 * (docs/decisions/0018-product-variants.md); lowest-stock.postgres.api.test.ts moves them at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const productWith = (stocks: readonly number[], options?: { switchedOff?: boolean }) =>
  insertProductWithVariants(t.db, stocks, options);
const lowest = (productId: string) => lowestStockOf(t.db, productId);

describe("a product's lowest stock", () => {
  it('is set when its variants are written, leaving a switched-off variant out', async () => {
    const product = await productWith([7, 4, 9, 0], { switchedOff: true });
    expect(await lowest(product.id)).toEqual({ kept: 4, least: 4 });
  });

  it('is its stock for a simple product, and null when no variant is on sale', async () => {
    const simple = await insertProduct(t.db, { inventoryQuantity: 6 });
    expect(await lowest(simple)).toEqual({ kept: 6, least: 6 });

    const none = await productWith([3], { switchedOff: true });
    expect(await lowest(none.id)).toEqual({ kept: null, least: null });
  });

  it('falls with stock taken, rises with stock given back or counted, and stays with a variant not the least', async () => {
    const { id, variants } = await productWith([7, 4, 9]);
    const [a, b, c] = variants as [string, string, string];
    const db = t.db.kysely;
    expect(await stockRepository.take(db, { variantId: a, quantity: 2 })).toBe(5); // 5, 4, 9
    expect(await lowest(id)).toEqual({ kept: 4, least: 4 });
    expect(await stockRepository.take(db, { variantId: b, quantity: 3 })).toBe(1); // 5, 1, 9
    expect(await lowest(id)).toEqual({ kept: 1, least: 1 });
    await stockRepository.giveBack(db, { variantId: b, quantity: 3 }); // 5, 4, 9
    expect(await lowest(id)).toEqual({ kept: 4, least: 4 });
    await stockRepository.count(db, b, { set: 20 }); // 5, 20, 9
    expect(await lowest(id)).toEqual({ kept: 5, least: 5 });
    expect(await stockRepository.takeAgain(db, { variantId: c, quantity: 9 })).toBe(true); // 5, 20, 0
    expect(await lowest(id)).toEqual({ kept: 0, least: 0 });
    await stockRepository.countMany(db, [
      { variantId: a, stock: { change: -5 } },
      { variantId: c, stock: { set: 12 } },
    ]); // 0, 20, 12
    expect(await lowest(id)).toEqual({ kept: 0, least: 0 });
    await stockRepository.count(db, a, { set: 15 }); // 15, 20, 12
    expect(await lowest(id)).toEqual({ kept: 12, least: 12 });
  });
});
