import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

const OLD_CHECK = `check ("status" in ('active', 'inactive'))`;
const NEW_CHECK = `check ("status" in ('active', 'draft', 'archived'))`;

/**
 * A product is active, a draft or archived (docs/decisions/0015); only active ones reach shoppers, as
 * before. An inactive product was off the shelf: it becomes archived.
 */
export function productStatuses(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        await sql`alter table products drop constraint products_status_check`.execute(db);
        await sql`update products set status = 'archived' where status = 'inactive'`.execute(db);
        await sql`alter table products add constraint products_status_check
          check (status in ('active', 'draft', 'archived'))`.execute(db);
        return;
      }
      await rebuildSqliteProducts(db);
    },
  };
}

/**
 * SQLite cannot change a CHECK constraint in place: the table is made again with the new one, by
 * the procedure of https://www.sqlite.org/lang_altertable.html#otheralter (foreign keys off, a new
 * table, the rows copied, the old one dropped and the new one renamed, its indexes and triggers
 * made again, the foreign keys checked). Migrations on SQLite run outside a transaction, so this
 * one opens its own.
 */
async function rebuildSqliteProducts(db: Kysely<unknown>): Promise<void> {
  const schema = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master where tbl_name = 'products' and sql is not null`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table');
  if (!table?.sql.includes(OLD_CHECK)) throw new Error('products has not the expected status check');
  const dependents = schema.rows.filter((row) => row.type === 'index' || row.type === 'trigger');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      const created = table.sql
        .replace(OLD_CHECK, NEW_CHECK)
        .replace(/^CREATE TABLE "products"/, 'CREATE TABLE "products_new"');
      await sql.raw(created).execute(db);
      await sql`insert into products_new
        select id, sku, title, description, short_description, price_cents, sale_price_cents, images,
          rating, review_count, featured,
          case status when 'inactive' then 'archived' else status end,
          category, tags, inventory_quantity, created_at, updated_at
        from products`.execute(db);
      await sql`drop table products`.execute(db);
      await sql`alter table products_new rename to products`.execute(db);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('A foreign key no longer holds after rebuilding products');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
