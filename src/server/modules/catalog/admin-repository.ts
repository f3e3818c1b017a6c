import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import {
  type AdminProductSort,
  type AdminProductsQuery,
  productSortDirection,
} from '../../../shared/schemas/admin-products.js';
import { type Db, type Executor, ROWS_PER_STATEMENT } from '../../db/database.js';
import { EXPORT_BATCH, keysetAfter, matchesSearch, paged } from '../../db/list-queries.js';
import type { ProductsTable } from '../../db/schema.js';
import type { ProductRow } from './repository.js';
import { stockMovedBy } from './stock-change.js';

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
>;

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

/** The admin's reads and writes of products (SPEC.md §7 Admin products). */
export function createCatalogAdminRepository({ kysely, dialect }: Db) {
  const columns = [
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
    'created_at',
  ] as const;

  /** The products a list query's search and filters match. */
  const matching = ({ q, category, status, featured, stockAtMost }: AdminProductsQuery) =>
    kysely
      .selectFrom('products')
      .$if(q !== undefined, (qb) => qb.where(matchesSearch(dialect.kind, 'products', q!)))
      .$if(category !== undefined, (qb) => qb.where('category', '=', category!))
      .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
      .$if(featured !== undefined, (qb) => qb.where('featured', '=', featured === 'yes' ? 1 : 0))
      .$if(stockAtMost !== undefined, (qb) => qb.where('inventory_quantity', '<=', stockAtMost!));

  return {
    /** A page of products, active or not, as the admin's list asks (newest first unless sorted). */
    list(query: AdminProductsQuery): Promise<{ rows: ProductRow[]; total: number }> {
      const { sort, dir } = sortOf(query);
      const rows = matching(query).select(columns).orderBy(sort, dir).orderBy('id', dir);
      return paged(rows, query.page ?? 1, ADMIN_PAGE_SIZE);
    },

    /** Every product the list's query matches, in its order, a batch at a time (the CSV export). */
    async *exportBatches(query: AdminProductsQuery): AsyncGenerator<ProductRow[]> {
      const { sort, dir } = sortOf(query);
      let last: ProductRow | undefined;
      for (;;) {
        const from = last;
        const rows = await matching(query)
          .select(columns)
          .$if(from !== undefined, (qb) =>
            qb.where(keysetAfter(sort, dir, { value: from![sort], id: from!.id })),
          )
          .orderBy(sort, dir)
          .orderBy('id', dir)
          .limit(EXPORT_BATCH)
          .execute();
        if (rows.length > 0) yield rows;
        if (rows.length < EXPORT_BATCH) return;
        last = rows.at(-1);
      }
    },

    /** The products that have these SKUs (an import's batch). */
    findBySkus(skus: readonly string[], db: Executor = kysely): Promise<ProductRow[]> {
      if (skus.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').select(columns).where('sku', 'in', skus).execute();
    },

    /** Runs `work` in one transaction: the repository's writes take it as their executor. */
    transaction: <T>(work: (trx: Executor) => Promise<T>): Promise<T> => kysely.transaction().execute(work),

    async findById(id: string, db: Executor = kysely): Promise<ProductRow | undefined> {
      return db.selectFrom('products').select(columns).where('id', '=', id).executeTakeFirst();
    },

    /** Inserts new products (one, or an import's batch: a statement per ROWS_PER_STATEMENT rows). */
    async insert(
      products: readonly (ProductWrite & { id: string; created_at: string })[],
      db: Executor = kysely,
    ): Promise<void> {
      for (let i = 0; i < products.length; i += ROWS_PER_STATEMENT) {
        await db
          .insertInto('products')
          .values(
            products
              .slice(i, i + ROWS_PER_STATEMENT)
              .map((p) => ({ ...p, rating: 0, review_count: 0, updated_at: p.created_at })),
          )
          .execute();
      }
    },

    /**
     * True when the product was there to update. With `stockChange`, the stock moves by that many
     * units from whatever it is now (within 0 and the maximum) instead of being set.
     */
    async update(
      id: string,
      product: ProductWrite & { updated_at: string },
      stockChange: number | undefined,
      db: Executor = kysely,
    ): Promise<boolean> {
      const { inventory_quantity, ...rest } = product;
      const result = await db
        .updateTable('products')
        .set(rest)
        .set(
          stockChange === undefined
            ? { inventory_quantity }
            : { inventory_quantity: stockMovedBy(stockChange) },
        )
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Updates products in one statement per 500 (an import's batch): each as `update` does one, the
     * stock set, or moved by its `stockChange`. Answers the ids it found (a product deleted meanwhile
     * is not among them).
     */
    async updateMany(
      products: ReadonlyArray<{ id: string; write: ProductWrite; stockChange: number | undefined }>,
      updatedAt: string,
      db: Executor = kysely,
    ): Promise<Set<string>> {
      const found = new Set<string>();
      const integer = (value: number | null | undefined) => sql`cast(${value ?? null} as integer)`;
      for (let i = 0; i < products.length; i += ROWS_PER_STATEMENT) {
        const values = products.slice(i, i + ROWS_PER_STATEMENT).map(
          ({ id, write: p, stockChange }) =>
            sql`(${id}, ${p.sku}, ${p.title}, ${p.description}, ${p.short_description}, ${integer(p.price_cents)},
              ${integer(p.sale_price_cents)}, ${p.category}, ${p.images}, ${integer(p.inventory_quantity)},
              ${integer(stockChange)}, ${integer(p.featured)}, ${p.tags}, ${p.status})`,
        );
        // A CTE names the rows' columns on both engines (SQLite's VALUES cannot be aliased).
        const { rows } = await sql<{ id: string }>`
          with v (id, sku, title, description, short_description, price_cents, sale_price_cents, category,
                  images, new_stock, stock_change, featured, tags, status)
            as (values ${sql.join(values)})
          update products set
            sku = v.sku, title = v.title, description = v.description,
            short_description = v.short_description, price_cents = v.price_cents,
            sale_price_cents = v.sale_price_cents, category = v.category, images = v.images,
            inventory_quantity = case when v.stock_change is null then v.new_stock
              else ${stockMovedBy(sql.ref('v.stock_change'))} end,
            featured = v.featured, tags = v.tags, status = v.status, updated_at = ${updatedAt}
          from v
          where products.id = v.id
          returning products.id`.execute(db);
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    async delete(id: string, db: Executor = kysely): Promise<boolean> {
      const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
