import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/database.js';
import type { ProductsTable } from '../../../db/schema.js';
import type { IndexSource } from './catalog-index.js';
import type { CatalogChanges } from './live-catalog-index.js';

/** The catalogue's revision: raised by the database whenever a product changes as listing and search see it. */
export async function revision(db: Executor): Promise<number> {
  const row = await db.selectFrom('catalog_revision').select('revision').executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** The changes after a revision, from the log the database's triggers keep (migration 0008). */
export async function changesSince(
  db: Executor,
  after: number,
  limit: number,
): Promise<CatalogChanges | undefined> {
  const rows = await db
    .selectFrom('catalog_changes')
    .select(['revision', 'product_id'])
    .where('revision', '>', after)
    .orderBy('revision')
    .limit(limit + 1)
    .execute();
  // Every revision logs at least one row, and pruning removes the oldest: the log still holds
  // all that came after `after` exactly when its first row is the next revision.
  const complete = rows.length > 0 && Number(rows[0]!.revision) === after + 1;
  if (!complete || rows.length > limit) return undefined;
  const productIds = new Set<string>();
  for (const row of rows) if (row.product_id !== null) productIds.add(row.product_id);
  return {
    revision: Number(rows.at(-1)!.revision),
    productIds: [...productIds],
    promotions: rows.some((row) => row.product_id === null),
  };
}

const INDEXED_COLUMNS = [
  'id',
  'title',
  'description',
  'short_description',
  'tags',
  'category',
  'price_cents',
  'sale_price_cents',
  'rating',
  'review_count',
  'featured',
  'created_at',
] as const;

type IndexedRow = Pick<Selectable<ProductsTable>, (typeof INDEXED_COLUMNS)[number]>;

/** A product's tags as stored (a JSON array of text), or undefined when they cannot be read. */
function storedTags(text: string): string[] | undefined {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the index holds of a row, or undefined when its tags or creation time cannot be read. Every
 * write sets both, so only a database edited by hand holds such a row; it is left out of listings
 * and search rather than failing every one of them.
 */
function toIndexSource(r: IndexedRow): IndexSource | undefined {
  const tags = storedTags(r.tags);
  if (!tags || Number.isNaN(Date.parse(r.created_at))) return undefined;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    shortDescription: r.short_description,
    tags,
    category: r.category,
    priceCents: r.price_cents,
    salePriceCents: r.sale_price_cents,
    rating: Number(r.rating),
    reviewCount: r.review_count,
    featured: r.featured,
    createdAt: r.created_at,
  };
}

/** Told the ids of rows the index leaves out (toIndexSource). */
export type OnUnreadable = (productIds: string[]) => void;

/** The rows the index can hold; the others are told to `onUnreadable`. */
function readable(rows: readonly IndexedRow[], onUnreadable: OnUnreadable): IndexSource[] {
  const sources: IndexSource[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const source = toIndexSource(row);
    if (source) sources.push(source);
    else unreadable.push(row.id);
  }
  if (unreadable.length > 0) onUnreadable(unreadable);
  return sources;
}

/** What the catalogue index holds of the active ones among some products. */
export async function activeProducts(
  db: Executor,
  ids: readonly string[],
  onUnreadable: OnUnreadable,
): Promise<IndexSource[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(INDEXED_COLUMNS)
    .where('status', '=', 'active')
    .where('id', 'in', ids)
    .execute();
  return readable(rows, onUnreadable);
}

/**
 * A page of the catalogue in the order of the ids, after `after`: its active products, and the id
 * to read on from (none after the last page). The status is tested here, not in SQL: SQLite would
 * walk the status index and sort every active product for each page.
 */
export async function catalogPage(
  db: Executor,
  after: string | undefined,
  limit: number,
  onUnreadable: OnUnreadable,
): Promise<{ active: IndexSource[]; next: string | undefined }> {
  const rows = await db
    .selectFrom('products')
    .select([...INDEXED_COLUMNS, 'status'])
    .$if(after !== undefined, (query) => query.where('id', '>', after!))
    .orderBy('id')
    .limit(limit)
    .execute();
  return {
    active: readable(
      rows.filter((row) => row.status === 'active'),
      onUnreadable,
    ),
    next: rows.length === limit ? rows.at(-1)!.id : undefined,
  };
}
