import { z } from 'zod';
import { SORT_OPTIONS } from '../../../../shared/constants.js';

/**
 * The index's sorts: the shopper's options, and search's own order, the plain average rating first
 * as the specification orders search (Top Rated's Bayesian score is for the listing's option:
 * docs/decisions/0023-reviews.md).
 */
export const INDEX_SORTS = [...SORT_OPTIONS, 'average'] as const;
export type IndexSort = (typeof INDEX_SORTS)[number];

/** What the listing sorts read of a product. */
export interface SortableProduct {
  id: string;
  featured: 0 | 1;
  rating: number;
  /** The Top rated sort's score (top-rated.ts). */
  topRated: number;
  /** ISO timestamp, normalised with toISOString so that text order is time order. */
  createdAt: string;
  /** The unit price a shopper pays (effectiveUnitPriceCents). */
  priceCents: number;
}

export type KeyValue = string | number;

interface SortKey {
  read: (product: SortableProduct) => KeyValue;
  /** What a cursor may carry for this key: a forged cursor must not reach the comparison. */
  schema: z.ZodType<KeyValue>;
}

const KEYS = {
  featured: { read: (p) => p.featured, schema: z.union([z.literal(0), z.literal(1)]) },
  rating: { read: (p) => p.rating, schema: z.number().min(0).max(5) },
  topRated: { read: (p) => p.topRated, schema: z.number().min(0).max(5) },
  createdAt: {
    read: (p) => p.createdAt,
    schema: z.iso.datetime().transform((v) => new Date(v).toISOString()),
  },
  price: {
    read: (p) => p.priceCents,
    schema: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
  },
  // The id ends every sort, so each sort is a total order.
  id: { read: (p) => p.id, schema: z.uuid() },
} satisfies Record<string, SortKey>;

export type SortKeyName = keyof typeof KEYS;

/** Each sort's keys run in one direction, so a tuple comparison orders them. */
const SORTS: Record<IndexSort, { direction: 1 | -1; keys: SortKeyName[] }> = {
  relevance: { direction: -1, keys: ['featured', 'rating', 'createdAt', 'id'] },
  newest: { direction: -1, keys: ['createdAt', 'id'] },
  'price-asc': { direction: 1, keys: ['price', 'id'] },
  'price-desc': { direction: -1, keys: ['price', 'id'] },
  rating: { direction: -1, keys: ['topRated', 'id'] },
  average: { direction: -1, keys: ['rating', 'id'] },
};

function compareValues(a: KeyValue, b: KeyValue): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A product's key values under a sort: what a cursor carries. */
export function sortKeyValues(sort: IndexSort, product: SortableProduct): KeyValue[] {
  return SORTS[sort].keys.map((k) => KEYS[k].read(product));
}

/** The shape of a sort's key values, to validate a cursor against. */
export function sortKeySchema(sort: IndexSort): z.ZodType<KeyValue[]> {
  const [first, ...rest] = SORTS[sort].keys.map((k) => KEYS[k].schema);
  return z.tuple([first ?? KEYS.id.schema, ...rest]);
}

/**
 * The sort's comparison of two slots, each key's value read by `read` (the index's columns, where a
 * key may be held in another form of the same order): negative when a comes before b.
 */
export function compareSlots(
  sort: IndexSort,
  read: Record<SortKeyName, (slot: number) => KeyValue>,
): (a: number, b: number) => number {
  const { direction, keys } = SORTS[sort];
  const reads = keys.map((key) => read[key]);
  return (a, b) => {
    for (const value of reads) {
      const order = compareValues(value(a), value(b));
      if (order !== 0) return direction * order;
    }
    return 0;
  };
}

/** Negative when the product comes before a cursor's key values under the sort, 0 when it is the cursor. */
export function compareToKeys(sort: IndexSort, product: SortableProduct, keys: readonly KeyValue[]): number {
  const { direction, keys: sortKeys } = SORTS[sort];
  for (const [i, key] of sortKeys.entries()) {
    const order = compareValues(KEYS[key].read(product), keys[i]!);
    if (order !== 0) return direction * order;
  }
  return 0;
}
