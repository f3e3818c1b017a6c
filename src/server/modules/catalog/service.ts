import type { ZodType } from 'zod';
import {
  FEATURED_LIMIT,
  PAGE_SIZE,
  PRICE_SLIDER,
  RELATED_LIMIT,
  type SortOption,
} from '../../../shared/constants.js';
import type { PricedItem } from '../../../shared/pricing.js';
import type {
  Product,
  ProductListQuery,
  ProductPage,
  SearchQuery,
  ShopProduct,
} from '../../../shared/schemas/catalog.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { IndexFilter } from './catalog-index.js';
import { createLiveCatalogIndex } from './live-catalog-index.js';
import type { CatalogRepository, ProductRow } from './repository.js';
import { type KeyValue, sortKeySchema, sortKeyValues } from './sort-keys.js';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    shortDescription: row.short_description,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    images: JSON.parse(row.images) as string[],
    rating: Number(row.rating),
    reviewCount: row.review_count,
    featured: row.featured === 1,
    status: row.status,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    inventoryQuantity: row.inventory_quantity,
    createdAt: row.created_at,
  };
}

/** Prices as shoppers pay them now (what the cart and checkout price by). */
export interface Pricing {
  unitPrice(item: PricedItem): number;
}

/** What pricing reads of a product row. */
export const pricedItem = (
  row: Pick<ProductRow, 'price_cents' | 'sale_price_cents' | 'category'>,
): PricedItem => ({
  priceCents: row.price_cents,
  salePriceCents: row.sale_price_cents,
  category: row.category,
});

export function toShopProduct(row: ProductRow, pricing: Pricing): ShopProduct {
  return {
    ...toProduct(row),
    unitPriceCents: pricing.unitPrice(pricedItem(row)),
  };
}

interface Cursor {
  sort: SortOption;
  keys: KeyValue[];
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, ...cursor.keys])).toString('base64url');
}

function decodeCursor(text: string, sort: SortOption, keys: ZodType<KeyValue[]>): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const values = Array.isArray(parsed) && parsed[0] === sort ? keys.safeParse(parsed.slice(1)) : undefined;
  if (!values?.success) throw badRequest('Cursor is not valid', { cursor: 'Cursor is not valid' });
  return values.data;
}

type ListingQuery = Omit<ProductListQuery, 'category'> & Partial<Pick<ProductListQuery, 'category'>>;

export function createCatalogService(repository: CatalogRepository) {
  const index = createLiveCatalogIndex(repository);

  async function page(filter: IndexFilter, query: ListingQuery): Promise<ProductPage> {
    const sort = query.sort ?? 'relevance';
    const after =
      query.cursor !== undefined ? decodeCursor(query.cursor, sort, sortKeySchema(sort)) : undefined;
    const offset = query.page !== undefined ? (query.page - 1) * PAGE_SIZE : undefined;
    // One product more than a page tells whether another page follows.
    const current = await index.current();
    const found = current.query(filter, { sort, limit: PAGE_SIZE + 1, offset, after });
    const onPage = found.products.slice(0, PAGE_SIZE);
    const last = onPage.at(-1);
    const nextCursor =
      found.products.length > PAGE_SIZE && last
        ? encodeCursor({ sort, keys: sortKeyValues(sort, last) })
        : null;
    const rows = await repository.findByIds(onPage.map((p) => p.id));
    return { items: rows.map((row) => toShopProduct(row, current)), total: found.total, nextCursor };
  }

  function priceFilter(query: ListingQuery): Pick<IndexFilter, 'minPriceCents' | 'maxPriceCents'> {
    const min = query.minPrice ?? PRICE_SLIDER.min;
    const max = query.maxPrice ?? PRICE_SLIDER.max;
    if (min > max) throw badRequest('The lowest price cannot be above the highest', { minPrice: 'Too high' });
    return {
      minPriceCents: min > PRICE_SLIDER.min ? min * 100 : undefined,
      // The slider's top means 'no upper bound' (DESIGN.md §5).
      maxPriceCents: max < PRICE_SLIDER.max ? max * 100 : undefined,
    };
  }

  return {
    list(query: ProductListQuery): Promise<ProductPage> {
      return page({ category: query.category, ...priceFilter(query) }, query);
    },

    /** Search as SPEC.md §7 says: case-insensitive substring of the texts, or a tag equal to the term. */
    search(query: SearchQuery): Promise<ProductPage> {
      return page(
        { term: query.q.toLowerCase(), ...priceFilter(query) },
        { ...query, sort: query.sort ?? 'rating' },
      );
    },

    async featured(): Promise<ShopProduct[]> {
      const [current, rows] = await Promise.all([index.current(), repository.featured(FEATURED_LIMIT)]);
      return rows.map((row) => toShopProduct(row, current));
    },

    async product(id: string): Promise<ShopProduct> {
      const [current, row] = await Promise.all([index.current(), repository.findById(id)]);
      if (!row || row.status !== 'active') throw notFound('Product not found');
      return toShopProduct(row, current);
    },

    async related(id: string): Promise<ShopProduct[]> {
      const product = await this.product(id);
      const [current, rows] = await Promise.all([
        index.current(),
        repository.related(product, RELATED_LIMIT),
      ]);
      return rows.map((row) => toShopProduct(row, current));
    },

    /** The prices shoppers pay now: the one pricing engine with the promotions in force. */
    async pricing(): Promise<Pricing> {
      return index.current();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
