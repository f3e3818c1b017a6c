import { IMAGE_WIDTHS } from '../../shared/media.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../db/testing/test-database.js';
import { DEMO_COUPONS, DEMO_ORDERS, DEMO_PRODUCTS, DEMO_PROMOTIONS } from './demo-catalogue.js';
import { seedDemoData } from './seed.js';

const log = { info: () => undefined };
let db: Db;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const count = async (
  table: 'products' | 'discount_coupons' | 'sale_promotions' | 'orders' | 'order_items' | 'media',
) =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo seed', () => {
  it('fills an empty database with the whole demo shop', async () => {
    expect(await seedDemoData(db.kysely, log)).toBe(true);
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(await count('discount_coupons')).toBe(DEMO_COUPONS.length);
    expect(await count('sale_promotions')).toBe(DEMO_PROMOTIONS.length);
    expect(await count('orders')).toBe(DEMO_ORDERS.length);
    expect(await count('order_items')).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
    // Three views per product, each stored with its 400 px variant.
    // Three images a product, each stored at its full size and at every width of srcset.
    expect(await count('media')).toBe(DEMO_PRODUCTS.length * 3 * (1 + IMAGE_WIDTHS.length));
    const product = await db.kysely
      .selectFrom('products')
      .select('images')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(product.images)).toHaveLength(3);
  }, 120_000);

  it('never seeds over existing data', async () => {
    await db.kysely.deleteFrom('orders').execute();
    expect(await seedDemoData(db.kysely, log)).toBe(false);
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(await count('orders')).toBe(0);
  });
});
