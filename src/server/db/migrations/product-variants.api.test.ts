import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { oldProductRow } from '../testing/old-rows.js';
import { createTestDatabase } from '../testing/test-database.js';
import { orderRow } from '../../testing/fixtures.js';

/** The shop as it was before variants: products with their own SKU, prices and stock. */
const BEFORE = '2026-11-23-0014-order-status-index';
const AT = '2026-11-01T08:00:00.000Z';

const product = (sku: string, priceCents: number, salePriceCents: number | null, stock: number) =>
  oldProductRow(
    sku,
    { price_cents: priceCents, sale_price_cents: salePriceCents, inventory_quantity: stock },
    AT,
  );

describe('the migration that gives products their variants', () => {
  let db: Db;
  const gloves = product('GLOVES-1', 29_900, 24_900, 12);
  const mat = product('MAT-1', 49_900, null, 0);
  const lineId = randomUUID();
  // Without the columns later migrations add.
  const {
    delivered_at: _delivered,
    refunded_cents: _refunded,
    ...order
  } = orderRow({ createdAt: AT, orderNumber: 'ORD-MIGRATE-1' });

  beforeAll(async () => {
    db = await createTestDatabase({ migrateUpTo: BEFORE });
    // The tables as they were: written without today's types.
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old.insertInto('products').values([gloves, mat]).execute();
    await old
      .insertInto('cart_items')
      .values({
        id: lineId,
        session_id: 'session-1',
        product_id: gloves.id,
        quantity: 2,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
    await old.insertInto('orders').values(order).execute();
    await old
      .insertInto('order_items')
      .values({
        id: randomUUID(),
        order_id: order.id,
        product_id: mat.id,
        sku: mat.sku,
        title: mat.title,
        base_price_cents: mat.price_cents,
        unit_price_cents: mat.price_cents,
        quantity: 1,
        line_total_cents: mat.price_cents,
      })
      .execute();
    await migrateToLatest(db.kysely, db.dialect.kind);
  });
  afterAll(() => db.destroy());

  it('gives every product its one variant, with its SKU, prices and stock', async () => {
    const variants = await db.kysely.selectFrom('product_variants').selectAll().orderBy('sku').execute();
    expect(variants).toEqual([
      expect.objectContaining({
        product_id: gloves.id,
        sku: 'GLOVES-1',
        option_values: '[]',
        position: 0,
        price_cents: 29_900,
        sale_price_cents: 24_900,
        inventory_quantity: 12,
        image: null,
        is_active: 1,
      }),
      expect.objectContaining({
        product_id: mat.id,
        sku: 'MAT-1',
        option_values: '[]',
        price_cents: 49_900,
        sale_price_cents: null,
        inventory_quantity: 0,
        is_active: 1,
      }),
    ]);
    expect(new Set(variants.map((v) => v.id)).size).toBe(2);
    const options = await db.kysely.selectFrom('products').select('options').execute();
    expect(options).toEqual([{ options: '[]' }, { options: '[]' }]);
  });

  it("moves the carts' lines to those variants, and links order lines to them", async () => {
    const glovesVariant = await db.kysely
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', gloves.id)
      .executeTakeFirstOrThrow();
    const matVariant = await db.kysely
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', mat.id)
      .executeTakeFirstOrThrow();
    expect(await db.kysely.selectFrom('cart_lines').selectAll().execute()).toEqual([
      expect.objectContaining({
        id: lineId,
        session_id: 'session-1',
        variant_id: glovesVariant.id,
        quantity: 2,
      }),
    ]);
    expect(
      await db.kysely
        .selectFrom('order_items')
        .select(['product_id', 'variant_id', 'variant_options'])
        .execute(),
    ).toEqual([{ product_id: mat.id, variant_id: matVariant.id, variant_options: '' }]);
  });

  it('refuses a second variant with a SKU the shop already has', async () => {
    const again = db.kysely
      .insertInto('product_variants')
      .values({
        id: randomUUID(),
        product_id: mat.id,
        sku: 'GLOVES-1',
        option_values: '["Blue"]',
        position: 1,
        price_cents: 100,
        sale_price_cents: null,
        inventory_quantity: 0,
        image: null,
        is_active: 1,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
    await expect(again).rejects.toThrow();
  });
});
