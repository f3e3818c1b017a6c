import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRow } from '../../testing/fixtures.js';
import type { Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { createTestDatabase } from '../testing/test-database.js';

/** The shop as it was before reviews: ratings typed into its products. */
const BEFORE = '2026-11-27-0023-returns';

describe('the migration for reviews', () => {
  let db: Db;
  const {
    lowest_stock: _lowest,
    options: _options,
    ...product
  } = productRow({ sku: 'OLD-RATED', rating: 4.7, review_count: 212 });

  beforeAll(async () => {
    db = await createTestDatabase({ migrateUpTo: BEFORE });
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('products')
      .values({ ...product, lowest_stock: 10, options: '[]', updated_at: product.created_at })
      .execute();
    await migrateToLatest(db.kysely, db.dialect.kind);
  });
  afterAll(() => db.destroy());

  it("sets every product's rating and count from its reviews: none, so no stars", async () => {
    const row = await db.kysely
      .selectFrom('products')
      .select(['rating', 'review_count'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect({ rating: Number(row.rating), count: row.review_count }).toEqual({ rating: 0, count: 0 });
  });

  it('a change of the review count alone reaches the catalogue index', async () => {
    const revision = async () =>
      Number(
        (await db.kysely.selectFrom('catalog_revision').select('revision').executeTakeFirstOrThrow())
          .revision,
      );
    const before = await revision();
    await db.kysely.updateTable('products').set({ review_count: 3 }).where('id', '=', product.id).execute();
    expect(await revision()).toBeGreaterThan(before);
    const logged = await db.kysely
      .selectFrom('catalog_changes')
      .select('product_id')
      .where('revision', '>', before)
      .execute();
    expect(logged.map((row) => row.product_id)).toContain(product.id);
  });

  it('lets the audit trail record reviews', async () => {
    await db.kysely
      .insertInto('audit_log')
      .values({
        at: new Date().toISOString(),
        actor_id: null,
        actor_email: 'moderator@example.co.za',
        entity: 'review',
        entity_id: product.id,
        action: 'updated',
        changes: '[]',
      })
      .execute();
    const { n } = await db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('entity', '=', 'review')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });
});
