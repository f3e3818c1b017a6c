import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/**
 * Whether any of the columns contains the term, ignoring case: lower() on both sides so that the
 * same statement runs on SQLite and PostgreSQL, with LIKE's wildcards in the term taken literally.
 */
export function containsText(
  columns: readonly Expression<string | null>[],
  term: string,
): Expression<SqlBool> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = columns.map((column) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** One page of a list query's rows, and how many rows it has in all. */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { total: number | string }).total) };
}
