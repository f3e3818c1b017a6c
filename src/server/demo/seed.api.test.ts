import { IMAGE_WIDTHS } from '../../shared/media.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../db/testing/test-database.js';
import { DEMO_COUPONS, DEMO_ORDERS, DEMO_PRODUCTS, DEMO_PROMOTIONS } from './demo-catalogue.js';
import { DEMO_RATINGS } from './demo-reviews.js';
import { DEMO_VARIANTS } from './demo-variants.js';
import { seedDemoData } from './seed.js';

const log = { info: () => undefined };
/** The shop's first delivery fees (docs/decisions/0019-shop-settings.md). */
const DELIVERY = { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 };
let db: Db;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

const count = async (
  table:
    | 'products'
    | 'product_variants'
    | 'discount_coupons'
    | 'sale_promotions'
    | 'orders'
    | 'order_items'
    | 'media',
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
    expect(await seedDemoData(db.kysely, log, DELIVERY)).toBe(true);
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(await count('discount_coupons')).toBe(DEMO_COUPONS.length);
    expect(await count('sale_promotions')).toBe(DEMO_PROMOTIONS.length);
    const reviewed = await db.kysely
      .selectFrom('reviews')
      .select((eb) => eb.fn.count<number | string>('order_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(await count('orders')).toBe(DEMO_ORDERS.length + Number(reviewed.n));
    expect(await count('order_items')).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
    // Three views a product and a picture for each colour they do not show, each stored at its full
    // size and at every width of srcset.
    const colours = DEMO_PRODUCTS.flatMap(
      (p) => DEMO_VARIANTS[p.sku]?.variants.filter((v) => v.accent && v.accent !== p.art.accent) ?? [],
    );
    expect(await count('media')).toBe(
      (DEMO_PRODUCTS.length * 3 + colours.length) * (1 + IMAGE_WIDTHS.length),
    );
    // A simple product's one variant, and every combination of those with options.
    const withOptions = Object.values(DEMO_VARIANTS);
    expect(await count('product_variants')).toBe(
      DEMO_PRODUCTS.length -
        withOptions.length +
        withOptions.reduce((n, demo) => n + demo.variants.length, 0),
    );
    const duffel = await db.kysely
      .selectFrom('products')
      .select(['id', 'images', 'inventory_quantity'])
      .where('sku', '=', 'GY-012')
      .executeTakeFirstOrThrow();
    const images = JSON.parse(duffel.images) as string[];
    // Olive is the colour its views show; black and sand have a picture each.
    expect(images).toHaveLength(5);
    const variants = await db.kysely
      .selectFrom('product_variants')
      .select(['image', 'inventory_quantity'])
      .where('product_id', '=', duffel.id)
      .orderBy('position')
      .execute();
    // Each colour shows its own picture, and the product's stock is theirs.
    expect(variants.map((v) => v.image)).toEqual([images[0], images[3], images[4]]);
    expect(duffel.inventory_quantity).toBe(variants.reduce((n, v) => n + v.inventory_quantity, 0));
  }, 120_000);

  it('gives each product the rating and count of its published reviews, each of a delivered line', async () => {
    const products = await db.kysely
      .selectFrom('products')
      .select(['id', 'sku', 'rating', 'review_count'])
      .execute();
    const reviews = await db.kysely
      .selectFrom('reviews as r')
      .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select([
        'r.product_id',
        'r.rating',
        'r.status',
        'i.product_id as line_product',
        'o.status as order_status',
      ])
      .execute();
    expect(reviews.length).toBe(Object.values(DEMO_RATINGS).flat().length);
    for (const review of reviews) {
      expect(review).toMatchObject({ line_product: review.product_id, order_status: 'delivered' });
    }
    expect(reviews.some((review) => review.status === 'pending')).toBe(true);
    for (const product of products) {
      const published = reviews.filter((r) => r.product_id === product.id && r.status === 'published');
      const average = published.reduce((sum, r) => sum + r.rating, 0) / (published.length || 1);
      expect([product.sku, Number(product.rating), product.review_count]).toEqual([
        product.sku,
        expect.closeTo(published.length === 0 ? 0 : average, 6),
        published.length,
      ]);
    }
    expect(products.filter((p) => p.review_count === 0).length).toBeGreaterThan(0);
  });

  it('never seeds over existing data', async () => {
    await db.kysely.deleteFrom('orders').execute();
    expect(await seedDemoData(db.kysely, log, DELIVERY)).toBe(false);
    expect(await count('products')).toBe(DEMO_PRODUCTS.length);
    expect(await count('orders')).toBe(0);
  });
});
