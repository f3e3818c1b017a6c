import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import {
  type AdminProductSort,
  type AdminProductsQuery,
  productSortDirection,
} from '../../../shared/schemas/admin-products.js';
import type { Db, Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
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

/** The admin's reads and writes of products (SPEC.md §7 Admin products). */
export function createCatalogAdminRepository({ kysely }: Db) {
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

  return {
    /** A page of products, active or not, as the admin's list asks (newest first unless sorted). */
    async list(query: AdminProductsQuery): Promise<{ rows: ProductRow[]; total: number }> {
      const sort = SORT_COLUMNS[query.sort ?? 'created'];
      const dir = productSortDirection(query);
      const { q, category, status, featured, stockAtMost } = query;
      const rows = kysely
        .selectFrom('products')
        .select(columns)
        .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('sku'), sql.ref('title')], q!)))
        .$if(category !== undefined, (qb) => qb.where('category', '=', category!))
        .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
        .$if(featured !== undefined, (qb) => qb.where('featured', '=', featured === 'yes' ? 1 : 0))
        .$if(stockAtMost !== undefined, (qb) => qb.where('inventory_quantity', '<=', stockAtMost!))
        .orderBy(sort, dir)
        .orderBy('id', dir);
      return paged(rows, query.page ?? 1, ADMIN_PAGE_SIZE);
    },

    /** Runs `work` in one transaction: the repository's writes take it as their executor. */
    transaction: <T>(work: (trx: Executor) => Promise<T>): Promise<T> => kysely.transaction().execute(work),

    async findById(id: string, db: Executor = kysely): Promise<ProductRow | undefined> {
      return db.selectFrom('products').select(columns).where('id', '=', id).executeTakeFirst();
    },

    async insert(
      product: ProductWrite & { id: string; created_at: string },
      db: Executor = kysely,
    ): Promise<void> {
      await db
        .insertInto('products')
        .values({
          ...product,
          rating: 0,
          review_count: 0,
          updated_at: product.created_at,
        })
        .execute();
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

    async delete(id: string, db: Executor = kysely): Promise<boolean> {
      const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;
