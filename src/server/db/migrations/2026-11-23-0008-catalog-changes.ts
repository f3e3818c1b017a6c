import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';
import { INDEXED_COLUMN_NAMES } from './2026-11-20-0002-catalog-revision.js';

/** Revisions the change log keeps: an index further behind than this reads the catalogue again. */
const KEPT_REVISIONS = 10_000;

/**
 * A change log beside the catalogue's revision (docs/decisions/0014): each raise of the revision
 * records which products it changed (a null product: a promotion changed), so an app server's
 * catalogue index applies those products in place instead of reading 100 000 again (docs/decisions/0014).
 *
 * Every raise logs at least one row, in the transaction that raises it, and the revision's row
 * lock orders the raises as their transactions commit; so the log holds every revision from its
 * oldest row on, and an index that has seen revision r reads all it missed as the rows after r.
 */
export function catalogChanges(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('catalog_changes')
        .addColumn('revision', 'bigint', (c) => c.notNull())
        .addColumn('product_id', 'text')
        .execute();
      await db.schema
        .createIndex('catalog_changes_revision')
        .on('catalog_changes')
        .column('revision')
        .execute();
      if (kind === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

const postgresLog = (ids: ReturnType<typeof sql>) => sql`
    update catalog_revision set revision = revision + 1 where id = 1 returning revision into raised;
    insert into catalog_changes (revision, product_id) select raised, ${ids};
    delete from catalog_changes where revision <= raised - ${sql.lit(KEPT_REVISIONS)};`;

/**
 * PostgreSQL's product trigger function, comparing the columns the index reads: once per statement,
 * with the rows it touched, so an update that changes none of them (a checkout's stock) raises nothing.
 * A later migration that indexes another column makes it again with the longer list.
 */
export async function postgresProductChangesFunction(
  db: Kysely<unknown>,
  columnNames: readonly string[],
): Promise<void> {
  const columns = sql.raw(columnNames.join(', '));
  await sql`create or replace function log_product_changes() returns trigger language plpgsql as $$
    declare
      changed text[];
      raised bigint;
    begin
      if tg_op = 'INSERT' then
        select array_agg(id) into changed from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(id) into changed from old_rows;
      else
        select array_agg(distinct moved.id) into changed from (
          (select ${columns} from new_rows except select ${columns} from old_rows)
          union all
          (select ${columns} from old_rows except select ${columns} from new_rows)
        ) as moved;
      end if;
      if changed is null then return null; end if;
      ${postgresLog(sql`unnest(changed)`)}
      return null;
    end $$`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await postgresProductChangesFunction(db, INDEXED_COLUMN_NAMES);
  await sql`create function log_promotion_change() returns trigger language plpgsql as $$
    declare raised bigint;
    begin
      ${postgresLog(sql`null`)}
      return null;
    end $$`.execute(db);

  await sql`drop trigger products_catalog_revision on products`.execute(db);
  await sql`drop trigger sale_promotions_catalog_revision on sale_promotions`.execute(db);
  await sql`drop function bump_catalog_revision()`.execute(db);
  await sql`create trigger products_changes_insert after insert on products
    referencing new table as new_rows
    for each statement execute function log_product_changes()`.execute(db);
  await sql`create trigger products_changes_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function log_product_changes()`.execute(db);
  await sql`create trigger products_changes_delete after delete on products
    referencing old table as old_rows
    for each statement execute function log_product_changes()`.execute(db);
  await sql`create trigger sale_promotions_changes
    after insert or update or delete on sale_promotions
    for each statement execute function log_promotion_change()`.execute(db);
}

// SQLite has row triggers only: each changed row raises the revision and logs itself.
const sqliteLog = (ids: ReturnType<typeof sql>) => sql`
    update catalog_revision set revision = revision + 1 where id = 1;
    insert into catalog_changes (revision, product_id) select revision, ${ids} from catalog_revision where id = 1;
    delete from catalog_changes
      where revision <= (select revision from catalog_revision where id = 1) - ${sql.lit(KEPT_REVISIONS)};`;

/** SQLite's trigger on an update of any column the index reads (`products_changes_update`). */
export async function sqliteProductUpdateTrigger(
  db: Kysely<unknown>,
  columnNames: readonly string[],
): Promise<void> {
  const columns = sql.raw(columnNames.join(', '));
  await sql`create trigger products_changes_update after update of ${columns} on products
    begin
      ${sqliteLog(sql`new.id`)}
      insert into catalog_changes (revision, product_id)
        select revision, old.id from catalog_revision where id = 1 and old.id <> new.id;
    end`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const log = sqliteLog;

  for (const trigger of [
    'products_revision_insert',
    'products_revision_update',
    'products_revision_delete',
    'sale_promotions_revision_insert',
    'sale_promotions_revision_update',
    'sale_promotions_revision_delete',
  ]) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`create trigger products_changes_insert after insert on products
    begin ${log(sql`new.id`)} end`.execute(db);
  await sqliteProductUpdateTrigger(db, INDEXED_COLUMN_NAMES);
  await sql`create trigger products_changes_delete after delete on products
    begin ${log(sql`old.id`)} end`.execute(db);
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`create trigger ${sql.raw(`sale_promotions_changes_${event}`)} after ${sql.raw(event)} on sale_promotions
      begin ${log(sql`null`)} end`.execute(db);
  }
}
