import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';
import { rebuildSqliteTable } from './sqlite-rebuild.js';

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

/** SQLite cannot change a CHECK constraint in place: products is made again with the new one. */
function rebuildSqliteProducts(db: Kysely<unknown>): Promise<void> {
  return rebuildSqliteTable(db, {
    table: 'products',
    from: OLD_CHECK,
    to: NEW_CHECK,
    rows: sql`select id, sku, title, description, short_description, price_cents, sale_price_cents, images,
        rating, review_count, featured,
        case status when 'inactive' then 'archived' else status end,
        category, tags, inventory_quantity, created_at, updated_at
      from products`,
  });
}
