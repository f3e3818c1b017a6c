import type { Db } from '../../db/database.js';
import type { Category } from '../../../shared/constants.js';
import type { ProductsTable } from '../../db/schema.js';
import type { PromotionRule } from '../../../shared/pricing.js';
import type { IndexSource } from './catalog-index.js';
import type { CatalogChanges } from './live-catalog-index.js';

export type ProductRow = Omit<ProductsTable, 'updated_at'>;

/** The columns a shopper-facing product needs. */
const PRODUCT_COLUMNS = [
  'p.id',
  'p.sku',
  'p.title',
  'p.description',
  'p.short_description',
  'p.price_cents',
  'p.sale_price_cents',
  'p.images',
  'p.rating',
  'p.review_count',
  'p.featured',
  'p.status',
  'p.category',
  'p.tags',
  'p.inventory_quantity',
  'p.created_at',
] as const;

export function createCatalogRepository(db: Db) {
  const { kysely } = db;

  return {
    /** Raised by the database whenever a product changes as listing and search see it. */
    async revision(): Promise<number> {
      const row = await kysely.selectFrom('catalog_revision').select('revision').executeTakeFirstOrThrow();
      return Number(row.revision);
    },

    /** The changes after a revision, from the log the database's triggers keep (migration 0008). */
    async changesSince(revision: number, limit: number): Promise<CatalogChanges | undefined> {
      const rows = await kysely
        .selectFrom('catalog_changes')
        .select(['revision', 'product_id'])
        .where('revision', '>', revision)
        .orderBy('revision')
        .limit(limit + 1)
        .execute();
      // Every revision logs at least one row, and pruning removes the oldest: the log still holds
      // all that came after `revision` exactly when its first row is the next revision.
      const complete = rows.length > 0 && Number(rows[0]!.revision) === revision + 1;
      if (!complete || rows.length > limit) return undefined;
      const productIds = new Set<string>();
      for (const row of rows) if (row.product_id !== null) productIds.add(row.product_id);
      return {
        revision: Number(rows.at(-1)!.revision),
        productIds: [...productIds],
        promotions: rows.some((row) => row.product_id === null),
      };
    },

    /** What the catalogue index holds of every active product, or of the active ones among some ids. */
    async activeProducts(ids?: readonly string[]): Promise<IndexSource[]> {
      if (ids?.length === 0) return [];
      const rows = await kysely
        .selectFrom('products')
        .select([
          'id',
          'title',
          'description',
          'short_description',
          'tags',
          'category',
          'price_cents',
          'sale_price_cents',
          'rating',
          'featured',
          'created_at',
        ])
        .where('status', '=', 'active')
        .$if(ids !== undefined, (query) => query.where('id', 'in', ids!))
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        shortDescription: r.short_description,
        tags: JSON.parse(r.tags) as string[],
        category: r.category,
        priceCents: r.price_cents,
        salePriceCents: r.sale_price_cents,
        rating: Number(r.rating),
        featured: r.featured,
        createdAt: r.created_at,
      }));
    },

    /** Every promotion switched on, whatever its dates: pricing decides which are in force when. */
    async promotions(): Promise<PromotionRule[]> {
      const rows = await kysely
        .selectFrom('sale_promotions')
        .selectAll()
        .where('is_active', '=', 1)
        .execute();
      return rows.map((r) => ({
        discountBps: r.discount_bps,
        startDate: r.start_date,
        endDate: r.end_date,
        isActive: true,
        appliesToAll: r.applies_to_all === 1,
        category: r.category,
      }));
    },

    /** Products by id, in the order of the ids; an id no longer there is left out. */
    async findByIds(ids: readonly string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await kysely
        .selectFrom('products as p')
        .select(PRODUCT_COLUMNS)
        .where('p.id', 'in', ids)
        .execute();
      // A product taken off the shelf since the index answered does not show for that one request.
      // Left out here, not in SQL: SQLite would answer `status = 'active'` from a status index,
      // walking every active product (300 ms at 100 000), rather than look the ids up.
      const byId = new Map(rows.filter((r) => r.status === 'active').map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async featured(limit: number): Promise<ProductRow[]> {
      return kysely
        .selectFrom('products as p')
        .select(PRODUCT_COLUMNS)
        .where('p.status', '=', 'active')
        .where('p.featured', '=', 1)
        .orderBy('p.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    async findById(id: string): Promise<ProductRow | undefined> {
      return kysely
        .selectFrom('products as p')
        .select(PRODUCT_COLUMNS)
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    /** Other active products of the same category, best rated first. */
    async related(product: { id: string; category: Category }, limit: number): Promise<ProductRow[]> {
      return kysely
        .selectFrom('products as p')
        .select(PRODUCT_COLUMNS)
        .where('p.status', '=', 'active')
        .where('p.category', '=', product.category)
        .where('p.id', '!=', product.id)
        .orderBy('p.rating', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
