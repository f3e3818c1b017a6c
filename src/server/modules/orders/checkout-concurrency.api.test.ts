import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../shared/schemas/checkout.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertCoupon, insertProduct, setStock } from '../../testing/fixtures.js';
import { createTestApp, json, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHOPPERS = 50;
/** A simple product's stock as stored: its own (the sum of its variants') and its one variant's. */
const stocks = async (productId: string) => {
  const product = await t.db.kysely
    .selectFrom('products')
    .select('inventory_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const variants = await t.db.kysely
    .selectFrom('product_variants')
    .select('inventory_quantity')
    .where('product_id', '=', productId)
    .execute();
  return { product: product.inventory_quantity, variants: variants.map((v) => v.inventory_quantity) };
};
const carts = (productId: string) =>
  Promise.all(Array.from({ length: SHOPPERS }, () => cartWith(t, [{ productId }])));

describe('checkouts at the same moment', () => {
  it('50 shoppers for the last unit: exactly one order, stock 0, never negative', async () => {
    const lastOne = await insertProduct(t.db, { title: 'Last Unit Lamp', inventoryQuantity: SHOPPERS });
    const sessions = await carts(lastOne);
    await setStock(t.db, lastOne, 1);

    const statuses = (await Promise.all(sessions.map((cookies) => placeOrder(t, cookies)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - 1);
    expect(await stocks(lastOne)).toEqual({ product: 0, variants: [0] });
    const lines = await t.db.kysely
      .selectFrom('order_items')
      .select('quantity')
      .where('product_id', '=', lastOne)
      .execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });

  it('50 shoppers for 20 units: 20 orders, and the product and its variant both at 0', async () => {
    const twenty = await insertProduct(t.db, { title: 'Twenty Towels', inventoryQuantity: SHOPPERS });
    const sessions = await carts(twenty);
    await setStock(t.db, twenty, 20);

    const statuses = (await Promise.all(sessions.map((cookies) => placeOrder(t, cookies)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(await stocks(twenty)).toEqual({ product: 0, variants: [0] });
  });

  it('a coupon limited to 3 uses, used by 50 checkouts at once: exactly 3 orders carry it', async () => {
    const plenty = await insertProduct(t.db, { title: 'Plentiful Mug', inventoryQuantity: 1_000 });
    const couponId = await insertCoupon(t.db, { code: 'THREEONLY', usageLimit: 3 });
    const sessions = await carts(plenty);

    const results = await Promise.all(
      sessions.map((cookies) => placeOrder(t, cookies, checkoutBody({ couponCode: 'THREEONLY' }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const carrying = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('coupon_id', '=', couponId)
      .execute();
    expect(carrying).toHaveLength(3);
    const coupon = await t.db.kysely
      .selectFrom('discount_coupons')
      .select('times_used')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.times_used).toBe(3);
  });

  it('the same idempotency key 10 times at once: one order, one stock decrement, the same answer', async () => {
    const kettle = await insertProduct(t.db, { title: 'Double Click Kettle', inventoryQuantity: 10 });
    const cookies = await cartWith(t, [{ productId: kettle, quantity: 2 }]);
    const body = checkoutBody();

    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, cookies, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const placed = answers.map((a) => json<PlacedOrder>(a));
    for (const answer of placed) expect(answer).toEqual(placed[0]);
    const orders = await t.db.kysely
      .selectFrom('order_items')
      .select('order_id')
      .where('product_id', '=', kettle)
      .execute();
    expect(orders).toHaveLength(1);
    const product = await t.db.kysely
      .selectFrom('products')
      .select('inventory_quantity')
      .where('id', '=', kettle)
      .executeTakeFirstOrThrow();
    expect(product.inventory_quantity).toBe(8);
  });

  it('one cart checked out twice at once with different keys: one order, the other refused', async () => {
    const lamp = await insertProduct(t.db, { title: 'Two Tabs Lamp', inventoryQuantity: 10 });
    const cookies = await cartWith(t, [{ productId: lamp, quantity: 2 }]);
    const statuses = (await Promise.all([placeOrder(t, cookies), placeOrder(t, cookies)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const product = await t.db.kysely
      .selectFrom('products')
      .select('inventory_quantity')
      .where('id', '=', lamp)
      .executeTakeFirstOrThrow();
    expect(product.inventory_quantity).toBe(8);
  });
});
