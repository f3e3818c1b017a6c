import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * Promotions change the prices listing and search sort and filter by (docs/design.md §5: the best active
 * promotion lowers the effective price), so any change to them raises the catalogue revision too.
 */
export function promotionsRevision(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        // bump_catalog_revision() comes from migration 0002.
        await sql`create trigger sale_promotions_catalog_revision
          after insert or update or delete on sale_promotions
          for each statement execute function bump_catalog_revision()`.execute(db);
        return;
      }
      const bump = sql`update catalog_revision set revision = revision + 1 where id = 1`;
      for (const event of ['insert', 'update', 'delete'] as const) {
        await sql`create trigger ${sql.raw(`sale_promotions_revision_${event}`)} after ${sql.raw(event)} on sale_promotions
          begin ${bump}; end`.execute(db);
      }
    },
  };
}
