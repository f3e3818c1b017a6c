import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * The admin lists search with `lower(column) like '%term%'` (src/server/db/list-queries.ts). On
 * PostgreSQL a trigram index on each searched expression answers that without reading every row
 * (terms of 3 characters or more); SQLite has no such index and scans (docs/benchmarks.md).
 */
export function adminSearchIndexes(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      // pg_trgm comes from migration 0001.
      for (const [table, column] of [
        ['products', 'sku'],
        ['products', 'title'],
        ['orders', 'order_number'],
        ['orders', 'customer_name'],
        ['orders', 'customer_email'],
        ['profiles', 'full_name'],
        ['profiles', 'email'],
      ] as const) {
        await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)}
          using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
      }
    },
  };
}
