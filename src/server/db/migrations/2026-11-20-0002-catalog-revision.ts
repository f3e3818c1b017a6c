import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/** What listing and search read of a product: a change to any of these raises the revision. */
export const INDEXED_COLUMN_NAMES = [
  'id',
  'title',
  'description',
  'short_description',
  'tags',
  'category',
  'status',
  'price_cents',
  'sale_price_cents',
  'rating',
  'featured',
  'created_at',
];
const INDEXED_COLUMNS = sql.raw(INDEXED_COLUMN_NAMES.join(', '));

/**
 * Listing and search move to the in-memory catalogue index (docs/decisions/0005), which rebuilds
 * when catalog_revision moves. Stock changes do not move it: checkouts never rebuild the index.
 * The database search index, its search columns and the listing indexes go.
 */
export function catalogRevision(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table catalog_revision (
        id integer primary key check (id = 1),
        revision bigint not null
      )`.execute(db);
      await sql`insert into catalog_revision (id, revision) values (1, 1)`.execute(db);
      const bump = sql`update catalog_revision set revision = revision + 1 where id = 1`;

      if (kind === 'postgres') {
        await sql`create function bump_catalog_revision() returns trigger language plpgsql as $$
          begin ${bump}; return null; end $$`.execute(db);
        // Once per statement: a bulk change raises it once.
        await sql`create trigger products_catalog_revision
          after insert or delete or update of ${INDEXED_COLUMNS} on products
          for each statement execute function bump_catalog_revision()`.execute(db);
        await sql`drop index products_search_trgm`.execute(db);
        await sql`drop index products_tags_trgm`.execute(db);
      } else {
        await sql`create trigger products_revision_insert after insert on products begin ${bump}; end`.execute(
          db,
        );
        await sql`create trigger products_revision_update after update of ${INDEXED_COLUMNS} on products
          begin ${bump}; end`.execute(db);
        await sql`create trigger products_revision_delete after delete on products begin ${bump}; end`.execute(
          db,
        );
        for (const trigger of ['products_fts_insert', 'products_fts_update', 'products_fts_delete']) {
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        }
        await sql`drop table products_fts`.execute(db);
      }

      for (const index of ['products_category_relevance', 'products_category_newest', 'products_rating']) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.alterTable('products').dropColumn('search_text').execute();
      await db.schema.alterTable('products').dropColumn('tags_text').execute();
    },
  };
}
