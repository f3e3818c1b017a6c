import { CATEGORIES, type Category } from '../../../../shared/constants.js';
import type { PricedItem } from '../../../../shared/pricing.js';
import type { PriceBook } from '../../pricing/index.js';
import { Haystack, SEPARATOR } from './haystack.js';
import type { KeyValue, SortKeyName, SortableProduct } from './sort-keys.js';
import { topRatedScore } from './top-rated.js';

/** What the index needs of an active product. */
export interface IndexSource {
  id: string;
  title: string;
  description: string;
  shortDescription: string;
  tags: readonly string[];
  category: Category;
  priceCents: number;
  salePriceCents: number | null;
  rating: number;
  reviewCount: number;
  featured: 0 | 1;
  createdAt: string;
}

/** A product as a listing answers it. */
export interface IndexedProduct extends SortableProduct {
  category: Category;
}

/** A product's tags, lower-cased, as one text: '|a|b|' (the haystack's separator made a space, as it keeps it). */
export const tagsText = (s: Pick<IndexSource, 'tags'>) =>
  `|${s.tags.map((t) => t.toLowerCase()).join('|')}|`.replaceAll(SEPARATOR, ' ');

/** A typed column at least `room` long: itself, or a copy with zeros after its values. */
function grownTo<T extends Uint8Array | Int32Array | Float64Array>(column: T, room: number): T {
  if (column.length >= room) return column;
  const copy = new (column.constructor as new (length: number) => T)(room);
  copy.set(column);
  return copy;
}

/**
 * The index's products as columns by slot (docs/decisions/0034): typed arrays, the ids and the tags'
 * texts, not an object a product. A million products are then a million id strings and a few large
 * arrays to the garbage collector, and pricing them all again reads arrays, not scattered objects.
 * Typed arrays grow by doubling; `ids` tells which slots hold a product.
 */
export class ProductColumns {
  /** Each slot's product id; undefined for a free slot. */
  readonly ids: (string | undefined)[] = [];
  /** Each slot's category as its place in CATEGORIES. */
  categories: Uint8Array = new Uint8Array(0);
  featured: Uint8Array = new Uint8Array(0);
  rating: Float64Array = new Float64Array(0);
  /** The Top rated sort's score (top-rated.ts). */
  topRated: Float64Array = new Float64Array(0);
  /** Milliseconds since the epoch: the same order as the sort key's ISO text. */
  createdAt: Float64Array = new Float64Array(0);
  /** The product's own price and sale price (-1: none): what its unit price is made from. */
  listPrices: Int32Array = new Int32Array(0);
  salePrices: Int32Array = new Int32Array(0);
  /** The unit price by the book in force (the index writes it, and swaps the whole column on a reprice). */
  unitPrices: Int32Array = new Int32Array(0);
  /** Each slot's tags (tagsText): what the tag index holds of it, for when it changes. */
  readonly tags = new Haystack([]);

  /** Slots in use or free: one past the last slot ever used. */
  get length(): number {
    return this.ids.length;
  }

  has(slot: number): boolean {
    return this.ids[slot] !== undefined;
  }

  /** A product's fields written at its slot (its tags are the caller's: `tags` takes them in batches). */
  write(slot: number, s: IndexSource): void {
    const createdAt = Date.parse(s.createdAt);
    if (Number.isNaN(createdAt)) throw new RangeError(`Product ${s.id} has no valid creation time`);
    this.#makeRoom(slot + 1);
    this.ids[slot] = s.id;
    this.categories[slot] = CATEGORIES.indexOf(s.category);
    this.featured[slot] = s.featured;
    this.rating[slot] = s.rating;
    this.topRated[slot] = topRatedScore(s.rating, s.reviewCount);
    this.createdAt[slot] = createdAt;
    this.listPrices[slot] = s.priceCents;
    this.salePrices[slot] = s.salePriceCents ?? -1;
  }

  /** A slot freed. */
  clear(slot: number): void {
    this.ids[slot] = undefined;
  }

  /** One item, refilled for each price asked of a book: a million prices make no garbage. */
  readonly #item: PricedItem = { priceCents: 0, salePriceCents: null, category: CATEGORIES[0] };

  /** A slot's unit price by a book. */
  unitPrice(slot: number, book: PriceBook): number {
    const item = this.#item;
    const sale = this.salePrices[slot]!;
    item.priceCents = this.listPrices[slot]!;
    item.salePriceCents = sale < 0 ? null : sale;
    item.category = CATEGORIES[this.categories[slot]!]!;
    return book.unitPrice(item);
  }

  /** What a listing answers of a slot's product: a new object, its price as of now. */
  product(slot: number): IndexedProduct {
    return {
      id: this.ids[slot]!,
      category: CATEGORIES[this.categories[slot]!]!,
      featured: this.featured[slot] as 0 | 1,
      rating: this.rating[slot]!,
      topRated: this.topRated[slot]!,
      createdAt: new Date(this.createdAt[slot]!).toISOString(),
      priceCents: this.unitPrices[slot]!,
    };
  }

  /** How a comparison reads a sort key of a slot: from its column, read afresh (a column may be swapped). */
  readonly key: Record<SortKeyName, (slot: number) => KeyValue> = {
    featured: (slot) => this.featured[slot]!,
    rating: (slot) => this.rating[slot]!,
    topRated: (slot) => this.topRated[slot]!,
    createdAt: (slot) => this.createdAt[slot]!,
    price: (slot) => this.unitPrices[slot]!,
    id: (slot) => this.ids[slot]!,
  };

  /**
   * A unit-price column made by a reprice put in place of the one in force, grown to the columns'
   * room (slots may have been added while it was made; the caller prices those).
   */
  replaceUnitPrices(cents: Int32Array): void {
    this.unitPrices = grownTo(cents, this.unitPrices.length);
  }

  /** Room for this many slots in every typed column, grown by doubling. */
  #makeRoom(slots: number): void {
    if (slots <= this.categories.length) return;
    const room = Math.max(slots, this.categories.length * 2);
    this.categories = grownTo(this.categories, room);
    this.featured = grownTo(this.featured, room);
    this.rating = grownTo(this.rating, room);
    this.topRated = grownTo(this.topRated, room);
    this.createdAt = grownTo(this.createdAt, room);
    this.listPrices = grownTo(this.listPrices, room);
    this.salePrices = grownTo(this.salePrices, room);
    this.unitPrices = grownTo(this.unitPrices, room);
  }
}
