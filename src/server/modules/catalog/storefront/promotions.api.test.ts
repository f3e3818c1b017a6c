import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../shared/schemas/cart.js';
import type { ProductPage, ShopProduct } from '../../../../shared/schemas/catalog.js';
import { insertProduct } from '../../../testing/fixtures.js';
import { cookieFrom, createTestApp, json, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let kettlebell: string;
let vase: string;
/** How far the app's clock is ahead of the wall clock. */
let ahead = 0;
beforeAll(async () => {
  t = await createTestApp(undefined, { now: () => new Date(Date.now() + ahead) });
  kettlebell = await insertProduct(t.db, { title: 'Promo Kettlebell', category: 'gym', priceCents: 100_000 });
  vase = await insertProduct(t.db, {
    title: 'Promo Vase',
    category: 'homeware',
    priceCents: 40_000,
    salePriceCents: 30_000,
  });
});
afterAll(() => t.close());

async function promote(fields: {
  bps: number;
  category?: 'gym' | 'homeware';
  startsInMs?: number;
  active?: boolean;
}) {
  const start = new Date(Date.now() + (fields.startsInMs ?? -60_000));
  await t.db.kysely
    .insertInto('sale_promotions')
    .values({
      id: randomUUID(),
      name: 'Test promotion',
      description: null,
      discount_bps: fields.bps,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 86_400_000).toISOString(),
      is_active: fields.active === false ? 0 : 1,
      applies_to_all: fields.category ? 0 : 1,
      category: fields.category ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
const product = async (id: string) =>
  json<ShopProduct>(await t.app.inject({ method: 'GET', url: `/api/products/${id}` }));

describe('promotions change what shoppers see and pay', () => {
  it('take the best promotion in force off the price, never stacking, keeping a lower sale price', async () => {
    expect((await product(kettlebell)).unitPriceCents).toBe(100_000);
    await promote({ bps: 1_000 });
    await promote({ bps: 2_500, category: 'gym' });
    await promote({ bps: 9_000, category: 'gym', active: false });
    expect(await product(kettlebell)).toMatchObject({ priceCents: 100_000, unitPriceCents: 75_000 });
    // 10% off R400 is R360, above the R300 sale price.
    expect((await product(vase)).unitPriceCents).toBe(30_000);
  });

  it('price the listing, its price filter and the cart the same way', async () => {
    // R450 before the gym promotion, R337.50 after: inside a R350 ceiling only at the promotion price.
    await insertProduct(t.db, { title: 'Promo Rope', category: 'gym', priceCents: 45_000 });
    const listing = json<ProductPage>(
      await t.app.inject({ method: 'GET', url: '/api/products?category=gym&maxPrice=350' }),
    );
    expect(listing.items.map((p) => [p.title, p.unitPriceCents])).toEqual([['Promo Rope', 33_750]]);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: kettlebell },
    });
    const cart = json<Cart>(added);
    expect(cart.items[0]?.unitPriceCents).toBe(75_000);
    expect(cart.subtotalCents).toBe(75_000);
    expect(cookieFrom(added)).toHaveProperty('cart_session');
  });

  it('apply from the moment a promotion starts, with no write in between', async () => {
    const lamp = await insertProduct(t.db, { title: 'Timed Lamp', category: 'homeware', priceCents: 20_000 });
    await promote({ bps: 5_000, category: 'homeware', startsInMs: 800 });
    expect((await product(lamp)).unitPriceCents).toBe(18_000); // only the 10% store-wide one so far
    ahead += 1_000;
    expect((await product(lamp)).unitPriceCents).toBe(10_000);
  });
});
