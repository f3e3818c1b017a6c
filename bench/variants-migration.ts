import type { Kysely } from 'kysely';
import type { Db } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { productBatches } from './generate-catalogue.js';

/** The schema before products had variants (docs/decisions/0018-product-variants.md). */
export const BEFORE_VARIANTS = '2026-11-23-0014-order-status-index';

/**
 * Seconds the migration to variants takes on a shop of `count` products as they were before it
 * (each then gets its one variant): `db` is open at BEFORE_VARIANTS.
 */
export async function timeVariantsMigration(db: Db, count: number, seed: number): Promise<number> {
  // The products table as it was: written without today's types.
  const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await old.transaction().execute(async (trx) => {
    for (const rows of productBatches(count, seed)) {
      await trx
        .insertInto('products')
        .values(rows.map((row) => ({ ...row, updated_at: row.created_at })))
        .execute();
    }
  });
  const started = performance.now();
  await migrateToLatest(db.kysely, db.dialect.kind);
  return (performance.now() - started) / 1000;
}
