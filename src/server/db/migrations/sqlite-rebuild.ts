import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Makes a SQLite table again with a changed CHECK constraint, which SQLite cannot change in place, by
 * the procedure of https://www.sqlite.org/lang_altertable.html#otheralter: foreign keys off, a new
 * table made from the old one's definition with the change, the rows copied (`rows`: the select of
 * what the new table holds, in its columns' order), the old one dropped and the new one renamed, its
 * indexes and triggers made again, the foreign keys checked. Migrations on SQLite run outside a
 * transaction, so this one opens its own.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  { table, from, to, rows }: { table: string; from: string; to: string; rows: RawBuilder<unknown> },
): Promise<void> {
  const schema = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = schema.rows.find((row) => row.type === 'table');
  // Made already (a migration that stopped after it is run again): nothing to do.
  if (definition?.sql.includes(to)) return;
  if (!definition?.sql.includes(from)) throw new Error(`${table} has not the expected constraint: ${from}`);
  const dependents = schema.rows.filter((row) => row.type === 'index' || row.type === 'trigger');
  const rebuilt = `${table}_new`;

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      const created = definition.sql
        .replace(from, to)
        .replace(new RegExp(`^CREATE TABLE "${table}"`), `CREATE TABLE "${rebuilt}"`);
      await sql.raw(created).execute(db);
      await sql`insert into ${sql.table(rebuilt)} ${rows}`.execute(db);
      await sql`drop table ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(db);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`A foreign key no longer holds after rebuilding ${table}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
