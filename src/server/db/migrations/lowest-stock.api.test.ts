import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { oldProductRow } from '../testing/old-rows.js';
import { createTestDatabase } from '../testing/test-database.js';

/** The shop as it was before products kept their lowest stock. */
const BEFORE = '2026-11-26-0018-admin-category-price-index';
const AT = '2026-11-25T08:00:00.000Z';

const product = (sku: string, stock: number) => oldProductRow(sku, { inventory_quantity: stock }, AT);

const variant = (productId: string, sku: string, stock: number, isActive: 0 | 1) => ({
  id: randomUUID(),
  product_id: productId,
  sku,
  option_values: JSON.stringify([sku]),
  position: 0,
  price_cents: 10_000,
  sale_price_cents: null,
  inventory_quantity: stock,
  image: null,
  is_active: isActive,
  created_at: AT,
  updated_at: AT,
});

describe('the migration that gives products their lowest stock', () => {
  let db: Db;
  // Gloves: 6 and 2 on sale, 0 switched off. Mat: its one variant switched off.
  const gloves = product('GLOVES', 8);
  const mat = product('MAT', 0);

  beforeAll(async () => {
    db = await createTestDatabase({ migrateUpTo: BEFORE });
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old.insertInto('products').values([gloves, mat]).execute();
    await old
      .insertInto('product_variants')
      .values([
        variant(gloves.id, 'GLOVES-M', 6, 1),
        variant(gloves.id, 'GLOVES-L', 2, 1),
        variant(gloves.id, 'GLOVES-XL', 0, 0),
        variant(mat.id, 'MAT-1', 5, 0),
      ])
      .execute();
    await migrateToLatest(db.kysely, db.dialect.kind);
  });
  afterAll(() => db.destroy());

  it("sets each product's to the least of its variants on sale, null with none on sale", async () => {
    const rows = await db.kysely
      .selectFrom('products')
      .select(['sku', 'lowest_stock'])
      .orderBy('sku')
      .execute();
    expect(rows).toEqual([
      { sku: 'GLOVES', lowest_stock: 2 },
      { sku: 'MAT', lowest_stock: null },
    ]);
  });
});
