import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Category, SortOption } from '../../../shared/constants.js';
import { effectiveUnitPriceCents } from '../../../shared/pricing.js';
import type { ProductsTable } from '../../db/schema.js';

export type ProductRow = Omit<ProductsTable, 'search_text' | 'tags_text' | 'updated_at'>;

/** The columns a shopper-facing product needs; the search columns stay in the database. */
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

/** The unit price a shopper pays, in SQL: mirrors effectiveUnitPriceCents in src/shared/pricing.ts. */
const effectivePrice = sql<number>`(case when p.sale_price_cents is not null and p.sale_price_cents < p.price_cents
  then p.sale_price_cents else p.price_cents end)`;

type KeyValue = string | number;
interface SortKey {
  expression: Expression<KeyValue>;
  /** The key's value in a row, to build the next cursor from. */
  read: (row: ProductRow) => KeyValue;
  /** What a cursor may carry for this key: a forged cursor must not reach the database. */
  schema: z.ZodType<KeyValue>;
}

/** The id ends every sort, so each sort is a total order. */
const ID_SCHEMA = z.uuid();

/** Every key a sort is made of. */
const KEYS = {
  featured: {
    expression: sql`p.featured`,
    read: (r) => r.featured,
    schema: z.union([z.literal(0), z.literal(1)]),
  },
  rating: { expression: sql`p.rating`, read: (r) => r.rating, schema: z.number().min(0).max(5) },
  createdAt: { expression: sql`p.created_at`, read: (r) => r.created_at, schema: z.iso.datetime() },
  price: {
    expression: effectivePrice,
    read: (r) => effectiveUnitPriceCents({ priceCents: r.price_cents, salePriceCents: r.sale_price_cents }),
    schema: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
  },
} satisfies Record<string, SortKey>;

/** Each sort's keys (then the id) run in one direction, so a row value compares them. */
const SORTS: Record<SortOption, { direction: 'asc' | 'desc'; keys: SortKey[] }> = {
  relevance: { direction: 'desc', keys: [KEYS.featured, KEYS.rating, KEYS.createdAt] },
  newest: { direction: 'desc', keys: [KEYS.createdAt] },
  'price-asc': { direction: 'asc', keys: [KEYS.price] },
  'price-desc': { direction: 'desc', keys: [KEYS.price] },
  rating: { direction: 'desc', keys: [KEYS.rating] },
};

export interface ListingFilter {
  category?: Category | undefined;
  /** Lower-cased search term. */
  term?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
}

export interface ListingPage {
  sort: SortOption;
  limit: number;
  offset?: number | undefined;
  /** Key values of the last row of the previous page (keyset paging). */
  after?: KeyValue[] | undefined;
}

export function createCatalogRepository(db: Db) {
  const { kysely, dialect } = db;

  function activeProducts(filter: ListingFilter) {
    return kysely
      .selectFrom('products as p')
      .where('p.status', '=', 'active')
      .$if(filter.category !== undefined, (q) => q.where('p.category', '=', filter.category!))
      .$if(filter.term !== undefined, (q) => q.where(dialect.productMatchesTerm(filter.term!)))
      .$if(filter.minPriceCents !== undefined, (q) =>
        q.where(sql<SqlBool>`${effectivePrice} >= ${filter.minPriceCents!}`),
      )
      .$if(filter.maxPriceCents !== undefined, (q) =>
        q.where(sql<SqlBool>`${effectivePrice} <= ${filter.maxPriceCents!}`),
      );
  }

  return {
    /** The sort keys of a row, as a cursor must carry them. */
    sortKeyValues(sort: SortOption, row: ProductRow): KeyValue[] {
      return [...SORTS[sort].keys.map((k) => k.read(row)), row.id];
    },

    /** The shape of a sort's key values, as a cursor must carry them. */
    sortKeySchema(sort: SortOption) {
      const [first, ...rest] = [...SORTS[sort].keys.map((k) => k.schema), ID_SCHEMA];
      return z.tuple([first ?? ID_SCHEMA, ...rest]);
    },

    async list(filter: ListingFilter, page: ListingPage): Promise<ProductRow[]> {
      const { direction, keys } = SORTS[page.sort];
      const columns = [...keys.map((k) => k.expression), sql`p.id`];
      let query = activeProducts(filter).select(PRODUCT_COLUMNS);
      if (page.after) {
        const op = sql.raw(direction === 'desc' ? '<' : '>');
        query = query.where(
          sql<SqlBool>`(${sql.join(columns)}) ${op} (${sql.join(page.after.map((v) => sql`${v}`))})`,
        );
      }
      for (const column of columns) query = query.orderBy(column, direction);
      return query
        .limit(page.limit)
        .$if(page.offset !== undefined, (q) => q.offset(page.offset!))
        .execute();
    },

    async count(filter: ListingFilter): Promise<number> {
      const row = await activeProducts(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
