import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * SQLite's answer to migration 0012 (docs/benchmarks.md: its admin searches read every row, 200 ms
 * and more at 100 000 rows): an FTS5 table with the trigram tokenizer over each list's searched
 * columns, which finds a substring of 3 characters or more from an index. External content tables
 * (they keep only the index; triggers keep it in step with the table), keyed by a `search_key`
 * column of their own: not the rowid, which VACUUM or a table rebuild may renumber (SQLite's
 * "Rowid Tables" page). Also an index for the product list's filters (category, status, stock),
 * which otherwise walk a sort index row by row.
 */
export function sqliteAdminSearch(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'sqlite') return;
      for (const [table, columns] of [
        ['products', ['sku', 'title']],
        ['orders', ['order_number', 'customer_name', 'customer_email']],
      ] as const) {
        const search = `${table}_search`;
        const list = columns.join(', ');
        const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
        const statements = [
          `alter table ${table} add column search_key integer`,
          `update ${table} set search_key = rowid`,
          `create unique index ${table}_search_key on ${table} (search_key)`,
          `create virtual table ${search} using fts5(${list}, content='${table}', content_rowid='search_key', tokenize='trigram')`,
          // A new row takes the next key, then its entry.
          `create trigger ${search}_insert after insert on ${table} begin
             update ${table} set search_key = (select coalesce(max(search_key), 0) + 1 from ${table})
               where rowid = new.rowid;
             insert into ${search}(rowid, ${list})
               select search_key, ${list} from ${table} where rowid = new.rowid;
           end`,
          `create trigger ${search}_delete after delete on ${table} begin
             insert into ${search}(${search}, rowid, ${list}) values ('delete', old.search_key, ${values('old')});
           end`,
          `create trigger ${search}_update after update of ${list} on ${table} begin
             insert into ${search}(${search}, rowid, ${list}) values ('delete', old.search_key, ${values('old')});
             insert into ${search}(rowid, ${list}) values (new.search_key, ${values('new')});
           end`,
          `insert into ${search}(${search}) values ('rebuild')`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(db);
      }
      await db.schema
        .createIndex('products_admin_filter')
        .on('products')
        .columns(['category', 'status', 'inventory_quantity'])
        .execute();
    },
  };
}
