import { sql } from 'kysely';
import type { Category } from '../../../shared/constants.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import {
  type AdminProductSort,
  type AdminProductsQuery,
  productSortDirection,
} from '../../../shared/schemas/admin-products.js';
import { type Executor, ROWS_PER_STATEMENT, engineOf } from '../../db/database.js';
import { EXPORT_BATCH, keysetAfter, matchesSearch, paged } from '../../db/list-queries.js';
import type { Flag, ProductsTable } from '../../db/schema.js';

/**
 * The products table (docs/specification.md §3): every statement the catalogue makes on it. Its
 * stock (inventory_quantity) is set when a product is created and moved only by the inventory
 * module after that.
 */

export type ProductRow = Omit<ProductsTable, 'updated_at' | 'options' | 'prices_vary' | 'lowest_stock'> & {
  options: string;
  prices_vary: Flag;
};

/** A product's fields as the admin's form and the CSV import write them, its stock included. */
export type ProductWrite = Pick<
  ProductsTable,
  | 'sku'
  | 'title'
  | 'description'
  | 'short_description'
  | 'price_cents'
  | 'sale_price_cents'
  | 'category'
  | 'images'
  | 'inventory_quantity'
  | 'featured'
  | 'tags'
  | 'status'
> & {
  /** JSON of the product's options; left as it is when not given (an import's rows). */
  options?: string;
};

/** The same fields but the stock, which an update leaves to the inventory module. */
export type ProductDetails = Omit<ProductWrite, 'inventory_quantity'>;

const COLUMNS = [
  'id',
  'sku',
  'title',
  'description',
  'short_description',
  'price_cents',
  'sale_price_cents',
  'images',
  'rating',
  'review_count',
  'featured',
  'status',
  'category',
  'tags',
  'inventory_quantity',
  'options',
  'prices_vary',
  'created_at',
] as const;

const CARD_COLUMNS = [
  'id',
  'title',
  'price_cents',
  'sale_price_cents',
  'category',
  'images',
  'rating',
  'review_count',
  'status',
  'inventory_quantity',
  'prices_vary',
] as const satisfies ReadonlyArray<(typeof COLUMNS)[number]>;

/**
 * A product as a shopper's listing reads it: what its card shows and what prices it (its sale price
 * and category), and its status (a product taken off the shelf meanwhile is left out).
 */
export type CardRow = Pick<ProductRow, (typeof CARD_COLUMNS)[number]>;

export function findById(db: Executor, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Products on sale by id, in the order of the ids; an id no longer there or on sale is left out. */
export async function findActiveByIds(db: Executor, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').select(CARD_COLUMNS).where('id', 'in', ids).execute();
  // A product taken off the shelf since the index answered does not show for that one request.
  // Left out here, not in SQL: SQLite would answer `status = 'active'` from a status index,
  // walking every active product (300 ms at 100 000), rather than look the ids up.
  const byId = new Map(rows.filter((r) => r.status === 'active').map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The products that have these SKUs (an import's batch). */
export function findBySkus(db: Executor, skus: readonly string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(COLUMNS).where('sku', 'in', skus).execute();
}

/** The newest featured products on sale. */
export function featured(db: Executor, limit: number): Promise<CardRow[]> {
  return db
    .selectFrom('products')
    .select(CARD_COLUMNS)
    .where('status', '=', 'active')
    .where('featured', '=', 1)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Other products on sale in the same category, best rated first. */
export function related(
  db: Executor,
  product: { id: string; category: Category },
  limit: number,
): Promise<CardRow[]> {
  return db
    .selectFrom('products')
    .select(CARD_COLUMNS)
    .where('status', '=', 'active')
    .where('category', '=', product.category)
    .where('id', '!=', product.id)
    .orderBy('rating', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function count(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The products on sale: how many, and when the latest of them changed (the sitemap's lastmod). */
export async function activeState(db: Executor): Promise<{ count: number; latest: string | null }> {
  const row = await db
    .selectFrom('products')
    .where('status', '=', 'active')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), latest: row.latest as string | null };
}

/** A page of the products on sale, in id order, with when each last changed (a sitemap's file). */
export function activePage(db: Executor, offset: number, limit: number) {
  return db
    .selectFrom('products')
    .where('status', '=', 'active')
    .select(['id', 'updated_at'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

const SORT_COLUMNS = {
  created: 'created_at',
  title: 'title',
  price: 'price_cents',
  stock: 'inventory_quantity',
} as const satisfies Record<AdminProductSort, keyof ProductsTable>;

const sortOf = (query: AdminProductsQuery) => ({
  sort: SORT_COLUMNS[query.sort ?? 'created'],
  dir: productSortDirection(query),
});

/**
 * The products an admin list query's search and filters match. Low on stock is low on any variant on
 * sale, not on their sum: gloves out of size M are low on stock. Each product keeps the lowest stock
 * of its variants on sale for it (the inventory module moves it with their stock).
 */
const matching = (db: Executor, { q, category, status, featured, stockAtMost }: AdminProductsQuery) =>
  db
    .selectFrom('products')
    .$if(q !== undefined, (qb) => qb.where(matchesSearch(engineOf(db), 'products', q!)))
    .$if(category !== undefined, (qb) => qb.where('category', '=', category!))
    .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
    .$if(featured !== undefined, (qb) => qb.where('featured', '=', featured === 'yes' ? 1 : 0))
    .$if(stockAtMost !== undefined, (qb) => qb.where('lowest_stock', '<=', stockAtMost!));

/** A page of products, on sale or not, as the admin's list asks (newest first unless sorted). */
export function list(
  db: Executor,
  query: AdminProductsQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { sort, dir } = sortOf(query);
  const rows = matching(db, query).select(COLUMNS).orderBy(sort, dir).orderBy('id', dir);
  return paged(rows, query.page ?? 1, ADMIN_PAGE_SIZE);
}

/** Every product the list's query matches, in its order, a batch at a time (the CSV export). */
export async function* exportBatches(db: Executor, query: AdminProductsQuery): AsyncGenerator<ProductRow[]> {
  const { sort, dir } = sortOf(query);
  let last: ProductRow | undefined;
  for (;;) {
    const from = last;
    const rows = await matching(db, query)
      .select(COLUMNS)
      .$if(from !== undefined, (qb) => qb.where(keysetAfter(sort, dir, { value: from![sort], id: from!.id })))
      .orderBy(sort, dir)
      .orderBy('id', dir)
      .limit(EXPORT_BATCH)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1);
  }
}

/**
 * A new product: its fields, stock included, and (demo data only) its rating. Its lowest stock is
 * its stock unless given: a simple product's one variant has it all.
 */
export type NewProduct = ProductWrite & {
  id: string;
  created_at: string;
  rating?: number;
  review_count?: number;
  lowest_stock?: number | null;
};

/** Inserts new products (one, or an import's batch: a statement per ROWS_PER_STATEMENT rows). */
export async function insert(db: Executor, products: readonly NewProduct[]): Promise<void> {
  for (let i = 0; i < products.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('products')
      .values(
        products.slice(i, i + ROWS_PER_STATEMENT).map((p) => ({
          rating: 0,
          review_count: 0,
          lowest_stock: p.inventory_quantity,
          ...p,
          updated_at: p.created_at,
        })),
      )
      .execute();
  }
}

/** Whether the shop has any product at all. */
export async function any(db: Executor): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Saves a product's details (not its stock); true when the product was there to update. */
export async function update(
  db: Executor,
  id: string,
  details: ProductDetails & { updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable('products').set(details).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Saves many products' details (not their stock) in one statement per 500 (an import's batch).
 * Answers the ids it found (a product deleted meanwhile is not among them).
 */
export async function updateMany(
  db: Executor,
  products: ReadonlyArray<{ id: string; details: ProductDetails }>,
  updatedAt: string,
): Promise<Set<string>> {
  const found = new Set<string>();
  const integer = (value: number | null | undefined) => sql`cast(${value ?? null} as integer)`;
  for (let i = 0; i < products.length; i += ROWS_PER_STATEMENT) {
    const values = products.slice(i, i + ROWS_PER_STATEMENT).map(
      ({ id, details: p }) =>
        sql`(${id}, ${p.sku}, ${p.title}, ${p.description}, ${p.short_description}, ${integer(p.price_cents)},
            ${integer(p.sale_price_cents)}, ${p.category}, ${p.images}, ${integer(p.featured)}, ${p.tags}, ${p.status})`,
    );
    // A CTE names the rows' columns on both engines (SQLite's VALUES cannot be aliased).
    const { rows } = await sql<{ id: string }>`
      with v (id, sku, title, description, short_description, price_cents, sale_price_cents, category,
              images, featured, tags, status)
        as (values ${sql.join(values)})
      update products set
        sku = v.sku, title = v.title, description = v.description,
        short_description = v.short_description, price_cents = v.price_cents,
        sale_price_cents = v.sale_price_cents, category = v.category, images = v.images,
        featured = v.featured, tags = v.tags, status = v.status, updated_at = ${updatedAt}
      from v
      where products.id = v.id
      returning products.id`.execute(db);
    for (const row of rows) found.add(row.id);
  }
  return found;
}

export async function remove(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
