import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { EngineKind } from './dialect/types.js';

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

/** The lists whose search SQLite answers from a trigram index, and the columns searched. */
const SEARCHED = {
  products: ['sku', 'title'],
  orders: ['order_number', 'customer_name', 'customer_email'],
} as const;

/**
 * Whether any searched column of the row contains the term, ignoring case: the admin's search of a
 * large list. PostgreSQL answers containsText from its trigram indexes (migration 0012); SQLite
 * answers a term of 3 characters or more from its FTS5 trigram table (migration 0013: a phrase of
 * trigrams is a substring), a shorter one by reading the rows.
 */
export function matchesSearch(
  kind: EngineKind,
  table: keyof typeof SEARCHED,
  term: string,
): Expression<SqlBool> {
  if (kind === 'sqlite' && [...term].length >= 3) {
    const phrase = `"${term.replaceAll('"', '""')}"`;
    const search = sql.table(`${table}_search`);
    return sql<SqlBool>`search_key in (select rowid from ${search} where ${search} match ${phrase})`;
  }
  return containsText(
    SEARCHED[table].map((column) => sql.ref(column)),
    term,
  );
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

/**
 * A screen's tabs (the Returns and Reviews screens): a page of the rows of a status (or of all), and
 * each status's count over the same search, from that grouped count's rows.
 */
export async function withStatusCounts<S extends string, R>(
  statuses: readonly S[],
  status: S | undefined,
  rows: Promise<R[]>,
  grouped: Promise<ReadonlyArray<{ status: S; n: number | string }>>,
): Promise<{ rows: R[]; total: number; counts: Record<'all' | S, number> }> {
  const [found, groups] = await Promise.all([rows, grouped]);
  const counts = Object.fromEntries([['all', 0], ...statuses.map((s) => [s, 0])]) as Record<
    'all' | S,
    number
  >;
  for (const { status: s, n } of groups) {
    counts[s] = Number(n);
    counts.all += Number(n);
  }
  return { rows: found, total: counts[status ?? 'all'], counts };
}

/**
 * The rows after `last` in a list sorted by `column` then id, both in `dir`: how an export reads a
 * whole list a batch at a time, each from where the last ended, without an offset to skip.
 */
export function keysetAfter(
  column: string,
  dir: 'asc' | 'desc',
  last: { value: unknown; id: string },
): Expression<SqlBool> {
  const after = dir === 'desc' ? sql.raw('<') : sql.raw('>');
  return sql<SqlBool>`(${sql.ref(column)}, ${sql.ref('id')}) ${after} (${last.value}, ${last.id})`;
}

/** Rows an export reads at a time: few enough to hold, many enough that the round trips do not count. */
export const EXPORT_BATCH = 1_000;
