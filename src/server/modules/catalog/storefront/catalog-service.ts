import type { ZodType } from 'zod';
import { FEATURED_LIMIT, PAGE_SIZE, PRICE_SLIDER, RELATED_LIMIT } from '../../../../shared/constants.js';
import type {
  ProductListQuery,
  ProductPage,
  SearchQuery,
  ShopProduct,
  ShopProductDetail,
} from '../../../../shared/schemas/catalog.js';
import type { Executor } from '../../../db/database.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Pricing } from '../../pricing/index.js';
import type { IndexFilter } from '../listing-index/catalog-index.js';
import type { LiveCatalogIndex } from '../listing-index/live-catalog-index.js';
import { type IndexSort, type KeyValue, sortKeySchema, sortKeyValues } from '../listing-index/sort-keys.js';
import { toShopProduct, toShopProductDetail } from '../product-mapping.js';
import * as productRepository from '../product-repository.js';
import * as variantRepository from '../variant-repository.js';

interface Cursor {
  sort: IndexSort;
  keys: KeyValue[];
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, ...cursor.keys])).toString('base64url');
}

function decodeCursor(text: string, sort: IndexSort, keys: ZodType<KeyValue[]>): KeyValue[] {
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

type ListingQuery = Omit<ProductListQuery, 'category' | 'sort'> &
  Partial<Pick<ProductListQuery, 'category'>> & { sort?: IndexSort | undefined };

export interface CatalogServiceOptions {
  db: Executor;
  /** Listing and search: the active catalogue in memory (docs/decisions/0005). */
  index: LiveCatalogIndex;
  pricing: Pricing;
}

/** The storefront's reads: listing and search from the index, products from the database. */
export function createCatalogService({ db, index, pricing }: CatalogServiceOptions) {
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
    // Priced by the book the index sorted and filtered by, so the page agrees with its order.
    const prices = current.prices;
    const rows = await productRepository.findActiveByIds(
      db,
      onPage.map((p) => p.id),
    );
    return { items: rows.map((row) => toShopProduct(row, prices)), total: found.total, nextCursor };
  }

  function priceFilter(query: ListingQuery): Pick<IndexFilter, 'minPriceCents' | 'maxPriceCents'> {
    const min = query.minPrice ?? PRICE_SLIDER.min;
    const max = query.maxPrice ?? PRICE_SLIDER.max;
    if (min > max) throw badRequest('The lowest price cannot be above the highest', { minPrice: 'Too high' });
    return {
      minPriceCents: min > PRICE_SLIDER.min ? min * 100 : undefined,
      // The slider's top means 'no upper bound' (docs/design.md §5).
      maxPriceCents: max < PRICE_SLIDER.max ? max * 100 : undefined,
    };
  }

  return {
    list(query: ProductListQuery): Promise<ProductPage> {
      return page({ category: query.category, ...priceFilter(query) }, query);
    },

    /** Search as docs/specification.md §7 says: case-insensitive substring of the texts, or a tag equal to the term. */
    search(query: SearchQuery): Promise<ProductPage> {
      return page(
        { term: query.q.toLowerCase(), ...priceFilter(query) },
        { ...query, sort: query.sort ?? 'average' },
      );
    },

    async featured(): Promise<ShopProduct[]> {
      const [prices, rows] = await Promise.all([
        pricing.current(),
        productRepository.featured(db, FEATURED_LIMIT),
      ]);
      return rows.map((row) => toShopProduct(row, prices));
    },

    async product(id: string): Promise<ShopProductDetail> {
      const [prices, row, variants] = await Promise.all([
        pricing.current(),
        productRepository.findById(db, id),
        variantRepository.ofProducts(db, [id]),
      ]);
      if (!row || row.status !== 'active') throw notFound('Product not found');
      return toShopProductDetail(row, variants.get(id) ?? [], prices);
    },

    async related(id: string): Promise<ShopProduct[]> {
      const product = await this.product(id);
      const [prices, rows] = await Promise.all([
        pricing.current(),
        productRepository.related(db, product, RELATED_LIMIT),
      ]);
      return rows.map((row) => toShopProduct(row, prices));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
