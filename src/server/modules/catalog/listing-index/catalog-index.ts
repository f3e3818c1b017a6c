import { CATEGORIES, type Category, type SortOption } from '../../../../shared/constants.js';
import { NO_PROMOTIONS, type PriceBook } from '../../pricing/index.js';
import { firstNotBefore } from './first-not-before.js';
import { Haystack, SEPARATOR } from './haystack.js';
import { type IndexSource, type IndexedProduct, ProductColumns, tagsText } from './product-columns.js';
import { type Steps, runInSlices, runToEnd } from './steps.js';
import { CharacterIndex, WordIndex, tokensOf } from './word-index.js';
import { CERTAIN, UNSURE, boundariesOf, boundaryCandidates } from './boundaries.js';
import { INDEX_SORTS, type IndexSort, type KeyValue, compareSlots, compareToKeys } from './sort-keys.js';

export type { IndexSource, IndexedProduct };

export interface IndexFilter {
  category?: Category | undefined;
  /** Lower-cased search term. */
  term?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
}

export interface IndexPage {
  sort: IndexSort;
  limit: number;
  offset?: number | undefined;
  /** Key values of the last product of the previous page (keyset paging). */
  after?: readonly KeyValue[] | undefined;
}

/** What search reads of a product (the haystack's separator cannot occur in it: a term never holds it). */
const searchText = (s: IndexSource) =>
  [s.title, s.shortDescription, s.description].join('\n').toLowerCase().replaceAll(SEPARATOR, ' ');
const tagsOf = (text: string) => text.split('|').filter((tag) => tag.length > 0);

/** Sorts whose order depends on the price: a change of the promotions in force re-sorts them. */
const PRICE_SORTS: readonly SortOption[] = ['price-asc', 'price-desc'];

/**
 * A sort's order as a listing reads it: the whole order, each category's part of it (in the same
 * order), and each slot's place in the whole order (its rank), so that a few products can be put
 * in the sort's order by their ranks alone.
 */
interface SortView {
  order: Int32Array;
  byCategory: Map<Category, Int32Array>;
  /** Made when first needed (#ranks), and forgotten when the order moves. */
  rank?: Int32Array | undefined;
}

/** Up to this many products changed at once are moved within the orders, not sorted in afresh. */
const FEW_CHANGES = 8;

/** A reprice's slice of work before the event loop is let go (CatalogIndex.reprice). */
const SLICE_MS = 8;
/**
 * Products priced, or placed by one pass of the price sort, in one step of a reprice: about a
 * millisecond's work. A catalogue of no more is repriced at once.
 */
const SLOTS_A_STEP = 32_768;

/** What a reprice makes before it is swapped in. */
interface Repriced {
  /** Each slot's unit price by the new book. */
  cents: Int32Array;
  ascending: Int32Array;
  descending: Int32Array;
  views: { ascending: SortView; descending: SortView };
}

/**
 * Slots by price, then id: the id order sorted by price with a stable radix sort (two passes of
 * 16 bits over prices below 2^31), a few milliseconds where a comparison sort takes 0.1 s at
 * 100 000 products; a step at a time, so that a reprice can let the event loop go between them.
 */
function* byPrice(byId: Int32Array, cents: Int32Array): Steps<Int32Array> {
  let slots = byId;
  let prices = new Uint32Array(slots.length);
  for (let from = 0; from < slots.length; from += SLOTS_A_STEP) {
    const to = Math.min(from + SLOTS_A_STEP, slots.length);
    for (let i = from; i < to; i++) prices[i] = cents[slots[i]!]!;
    yield;
  }
  for (const shift of [0, 16]) {
    const starts = new Int32Array(0x10001);
    for (let i = 0; i < prices.length; i++) starts[((prices[i]! >>> shift) & 0xffff) + 1]!++;
    for (let d = 1; d < starts.length; d++) starts[d]! += starts[d - 1]!;
    yield;
    const toSlots = new Int32Array(slots.length);
    const toPrices = new Uint32Array(prices.length);
    for (let from = 0; from < prices.length; from += SLOTS_A_STEP) {
      const to = Math.min(from + SLOTS_A_STEP, prices.length);
      for (let i = from; i < to; i++) {
        const at = starts[(prices[i]! >>> shift) & 0xffff]!++;
        toSlots[at] = slots[i]!;
        toPrices[at] = prices[i]!;
      }
      yield;
    }
    slots = toSlots;
    prices = toPrices;
  }
  return slots;
}

/** The order without these slots, each found and taken out in place: a shorter view of the same memory. */
function withoutSlots(order: Int32Array, slots: Iterable<number>): Int32Array {
  let length = order.length;
  for (const slot of slots) {
    const at = order.subarray(0, length).indexOf(slot);
    if (at < 0) continue;
    order.copyWithin(at, at + 1, length);
    length--;
  }
  return order.subarray(0, length);
}

/**
 * The order with these slots put where the comparison places them (a binary search each), in the
 * room its memory has after it when there is enough (left by withoutSlots), else in a copy.
 */
function withSlots(
  order: Int32Array,
  slots: readonly number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  const room =
    order.buffer.byteLength / Int32Array.BYTES_PER_ELEMENT - order.byteOffset / Int32Array.BYTES_PER_ELEMENT;
  let grown: Int32Array;
  if (room >= order.length + slots.length) {
    grown = new Int32Array(order.buffer, order.byteOffset, order.length + slots.length);
  } else {
    grown = new Int32Array(order.length + slots.length);
    grown.set(order);
  }
  let length = order.length;
  for (const slot of slots) {
    const at = firstNotBefore(0, length, (i) => compare(grown[i]!, slot) < 0);
    grown.copyWithin(at + 1, at, length);
    grown[at] = slot;
    length++;
  }
  return grown;
}

/** Positions [from, to) of an order. */
interface Span {
  from: number;
  to: number;
}

/**
 * The active catalogue in memory, for listing and search (docs/decisions/0005): filters, counts,
 * sorts and pages for search terms of any length. A listing costs about its page, not the
 * catalogue: each sort is kept per category, and a price range is a span of the price order
 * (found by binary search) that counts the matches and bounds the walk for a page (docs/decisions/0027).
 * The rows themselves are read from the database by id. A changed product is applied in place
 * (docs/decisions/0014), so an edit costs about a millisecond, not a rebuild.
 *
 * Each product has a slot: its place in the columns (product-columns.ts), the haystack and the
 * word, character and tag indexes. A product that leaves frees its slot for the next one to arrive.
 */
export class CatalogIndex {
  /** The products by slot, as columns. */
  readonly #columns = new ProductColumns();
  readonly #slots = new Map<string, number>();
  readonly #free: number[] = [];
  /** Lower-cased title, short description and description: substring search reads these. */
  readonly #texts = new Haystack([]);
  /** The tokens of those texts, and which slots hold each: most searches read these, not the texts. */
  readonly #words = new WordIndex([]);
  /** The characters of those texts: a one-character term's matches. */
  readonly #characters = new CharacterIndex([]);
  /** Where the tokens of those texts meet: a term of several short parts ('in a'). */
  readonly #boundaries = new WordIndex([], boundariesOf);
  /** Which slots have each lower-cased tag. */
  readonly #tags = new WordIndex([], tagsOf);
  /** Slots of the products in each sort's order. */
  readonly #orders = new Map<IndexSort, Int32Array>();
  /** Each sort's view (SortView), made from its order when a listing first needs it after a change. */
  readonly #views = new Map<IndexSort, SortView>();
  /** Slots by id, from which the price sorts are made in linear time (byPrice). */
  #byId: Int32Array = new Int32Array(0);
  /** The prices the price sorts and filter read (pricing's book, made again when it goes stale). */
  #prices: PriceBook;
  /** A reprice under way (reprice): the book it prices by, and the slots changed since it began. */
  #repricing: { book: PriceBook; touched: Set<number>; done: Promise<void> } | undefined;

  constructor(sources: readonly IndexSource[], prices: PriceBook = NO_PROMOTIONS) {
    this.#prices = prices;
    this.#append(sources);
    this.#sortAll();
  }

  /**
   * The index of the products read page by page: each page's rows are garbage before the next one is
   * read, where the whole catalogue read at once grew the heap by its size, and kept it grown.
   */
  static async build(pages: AsyncIterable<readonly IndexSource[]>, prices: PriceBook): Promise<CatalogIndex> {
    const index = new CatalogIndex([], prices);
    for await (const page of pages) index.#append(page);
    index.#sortAll();
    return index;
  }

  /** Products placed after the last slot, before any is sorted (the index being built). */
  #append(sources: readonly IndexSource[]): void {
    const first = this.#columns.length;
    sources.forEach((source, i) => {
      this.#write(first + i, source);
      this.#slots.set(source.id, first + i);
    });
    const texts = sources.map(searchText);
    this.#texts.append(texts);
    this.#words.append(texts, first);
    this.#characters.append(texts, first);
    this.#boundaries.append(texts, first);
    const tags = sources.map(tagsText);
    this.#columns.tags.append(tags);
    this.#tags.append(tags, first);
  }

  /**
   * Every sort made, with the build rather than by the first shopper to ask (about 0.1 s each at
   * 100 000 products); changes then keep them sorted (#move, #reorder).
   */
  #sortAll(): void {
    const slots = this.#columns.length;
    this.#words.trim(slots);
    this.#boundaries.trim(slots);
    this.#tags.trim(slots);
    this.#orders.clear();
    this.#views.clear();
    this.#byId = this.#sorted(this.#compareIds);
    for (const sort of INDEX_SORTS) this.#order(sort);
  }

  /** A product's fields and its unit price by the book in force, at its slot. */
  #write(slot: number, source: IndexSource): void {
    this.#columns.write(slot, source);
    this.#columns.unitPrices[slot] = this.#columns.unitPrice(slot, this.#prices);
  }

  /**
   * Products added or changed (as the database now has them) and products no longer active, by id.
   * An id in both lists is changed; an unknown id to remove is ignored.
   */
  apply(changed: readonly IndexSource[], removed: Iterable<string>): void {
    const touched = new Set<number>();
    const texts = new Map<number, string>();
    // A slot's tags before this change (the first time it is touched) and after.
    const tags = new Map<number, { before: string; after: string }>();
    const columns = this.#columns;
    const retag = (slot: number, after: string) =>
      tags.set(slot, { before: tags.get(slot)?.before ?? columns.tags.text(slot), after });
    // The category of each touched product that was listed before, the first time it is touched.
    const listed = new Map<number, Category>();
    const unlist = (slot: number) => {
      if (columns.has(slot) && !listed.has(slot)) listed.set(slot, CATEGORIES[columns.categories[slot]!]!);
    };
    const staying = new Set(changed.map((s) => s.id));
    for (const id of removed) {
      const slot = this.#slots.get(id);
      if (slot === undefined || staying.has(id)) continue;
      unlist(slot);
      retag(slot, '');
      this.#slots.delete(id);
      columns.clear(slot);
      this.#free.push(slot);
      touched.add(slot);
      texts.set(slot, '');
    }
    for (const source of changed) {
      let slot = this.#slots.get(source.id);
      if (slot === undefined) {
        slot = this.#free.pop() ?? columns.length;
        this.#slots.set(source.id, slot);
      }
      touched.add(slot);
      unlist(slot);
      this.#write(slot, source);
      retag(slot, tagsText(source));
      texts.set(slot, searchText(source));
    }
    if (touched.size === 0) return;
    for (const slot of touched) this.#repricing?.touched.add(slot);
    const changes = new Map(
      [...texts].map(([slot, after]) => [slot, { before: this.#texts.text(slot), after }]),
    );
    this.#words.change(changes, columns.length);
    this.#characters.change(changes, columns.length);
    this.#boundaries.change(changes, columns.length);
    this.#texts.set(texts);
    this.#tags.change(tags, columns.length);
    columns.tags.set(new Map([...tags].map(([slot, { after }]) => [slot, after])));
    const placed = [...touched].filter((slot) => columns.has(slot));
    if (touched.size <= FEW_CHANGES) this.#move(listed, placed);
    else {
      const isTouched = new Uint8Array(columns.length);
      for (const slot of touched) isTouched[slot] = 1;
      this.#byId = this.#reorder(this.#compareIds, this.#byId, isTouched, placed);
      for (const [sort, order] of this.#orders) {
        this.#orders.set(sort, this.#reorder(this.#compare(sort), order, isTouched, placed));
      }
      this.#views.clear();
    }
  }

  /**
   * A few changes made in place: each product listed before (with its category then) taken out of
   * every order and view, each one listed now put back where it belongs. A memory move per product
   * and order, where sorting them in afresh copies every order and makes every view again.
   */
  #move(listed: ReadonlyMap<number, Category>, placed: readonly number[]): void {
    this.#byId = withSlots(withoutSlots(this.#byId, listed.keys()), placed, this.#compareIds);
    for (const sort of this.#orders.keys()) this.#moveWithin(sort, listed, placed);
  }

  /** #move within one sort's order and view. */
  #moveWithin(sort: IndexSort, listed: ReadonlyMap<number, Category>, placed: readonly number[]): void {
    const slots = [...listed.keys()];
    const compare = this.#compare(sort);
    const moved = withSlots(withoutSlots(this.#orders.get(sort)!, slots), placed, compare);
    this.#orders.set(sort, moved);
    const view = this.#views.get(sort);
    if (!view) return;
    view.order = moved;
    view.rank = undefined;
    CATEGORIES.forEach((category, code) => {
      const leaving = slots.filter((slot) => listed.get(slot) === category);
      const coming = placed.filter((slot) => this.#columns.categories[slot] === code);
      if (leaving.length === 0 && coming.length === 0) return;
      const part = view.byCategory.get(category)!;
      view.byCategory.set(category, withSlots(withoutSlots(part, leaving), coming, compare));
    });
  }

  /**
   * Prices every product again by a new book: when the promotions change, or when the book went
   * stale (a promotion started or ended). The new prices, price orders and their views are made in
   * slices of a few milliseconds, the event loop free between them, and swapped in at once: until
   * then listings sort and filter by the book before (docs/decisions/0034). A product changed
   * meanwhile is priced and placed again at the swap. A catalogue of one step's products or fewer
   * is repriced at once, before this returns. Resolves once the book is in force, or once a newer
   * one overtook it.
   */
  reprice(book: PriceBook, sliceMs = SLICE_MS): Promise<void> {
    if (this.#repricing?.book === book) return this.#repricing.done;
    this.abandon();
    if (book === this.#prices) return Promise.resolve();
    if (this.#columns.length <= SLOTS_A_STEP) {
      this.#swapIn(book, runToEnd(this.#repriced(book)), new Set());
      return Promise.resolve();
    }
    const run = { book, touched: new Set<number>(), done: Promise.resolve() };
    this.#repricing = run;
    run.done = runInSlices(this.#repriced(book), {
      sliceMs,
      wanted: () => this.#repricing === run,
      done: (repriced) => this.#swapIn(book, repriced, run.touched),
    }).finally(() => {
      if (this.#repricing === run) this.#repricing = undefined;
    });
    return run.done;
  }

  /** Stops a reprice under way: the book in force stays. */
  abandon(): void {
    this.#repricing = undefined;
  }

  /** The new prices by a book, its price orders and their views: a step at a time (#repricing). */
  *#repriced(book: PriceBook): Steps<Repriced> {
    const columns = this.#columns;
    const length = columns.length;
    const cents = new Int32Array(columns.unitPrices.length);
    // A copy: a change meanwhile moves the index's own orders in place.
    const byId = this.#byId.slice();
    for (let from = 0; from < length; from += SLOTS_A_STEP) {
      const to = Math.min(from + SLOTS_A_STEP, length);
      for (let slot = from; slot < to; slot++) {
        if (columns.has(slot)) cents[slot] = columns.unitPrice(slot, book);
      }
      yield;
    }
    const ascending = yield* byPrice(byId, cents);
    const descending = ascending.slice().reverse();
    yield;
    // In the swap's own turn, so that the views hold each slot in its category as it is then.
    const ascendingView = this.#viewOf(ascending);
    const descendingView: SortView = {
      order: descending,
      byCategory: new Map(
        [...ascendingView.byCategory].map(([category, part]) => [category, part.slice().reverse()]),
      ),
    };
    return { cents, ascending, descending, views: { ascending: ascendingView, descending: descendingView } };
  }

  /**
   * A finished reprice put in force, the products changed while it ran priced by its book and
   * placed again in its price orders and views (many: the orders merged, the views made again when
   * next needed).
   */
  #swapIn(book: PriceBook, repriced: Repriced, touched: ReadonlySet<number>): void {
    const columns = this.#columns;
    columns.replaceUnitPrices(repriced.cents);
    const placed = [...touched].filter((slot) => columns.has(slot));
    for (const slot of placed) columns.unitPrices[slot] = columns.unitPrice(slot, book);
    this.#orders.set('price-asc', repriced.ascending);
    this.#orders.set('price-desc', repriced.descending);
    this.#views.set('price-asc', repriced.views.ascending);
    this.#views.set('price-desc', repriced.views.descending);
    if (touched.size > FEW_CHANGES) {
      const isTouched = new Uint8Array(columns.length);
      for (const slot of touched) isTouched[slot] = 1;
      for (const sort of PRICE_SORTS) {
        this.#orders.set(
          sort,
          this.#reorder(this.#compare(sort), this.#orders.get(sort)!, isTouched, placed),
        );
        this.#views.delete(sort);
      }
    } else if (touched.size > 0) {
      // The views were made in this turn: a touched slot in them sits in its category's part as of now.
      const listed = new Map([...touched].map((slot) => [slot, CATEGORIES[columns.categories[slot]!]!]));
      for (const sort of PRICE_SORTS) this.#moveWithin(sort, listed, placed);
    }
    this.#prices = book;
  }

  /** The prices the index sorts and filters by. */
  get prices(): PriceBook {
    return this.#prices;
  }

  /** The book a reprice under way prices by, else the one in force: what to compare a newer book with. */
  get latestPrices(): PriceBook {
    return this.#repricing?.book ?? this.#prices;
  }

  get size(): number {
    return this.#slots.size;
  }

  /**
   * docs/specification.md §7: the term is a substring of the texts, or equal to a tag. Wildcards are
   * plain text. The word, character and boundary indexes name the slots to mark, or the few to
   * check; a term of white space alone, or one whose parts the indexes cannot narrow, scans every
   * text.
   */
  #matching(term: string): Uint8Array {
    const marks = new Uint8Array(this.#columns.length);
    if (term.length === 0 || term.includes(SEPARATOR)) return marks;
    const parts = tokensOf(term);
    if (parts.length === 1 && parts[0] === term) this.#markPart(term, marks);
    else if (parts.length === 0) this.#texts.mark(term, marks);
    else {
      // Where its tokens meet narrows a term most; failing that, the products holding every part.
      // Each is checked in its text unless certain; when most of the catalogue is to be checked
      // (short parts the boundaries cannot tell: 'e  s'), one scan of every text is cheaper.
      const candidates = boundaryCandidates(this.#boundaries, term, marks.length) ?? this.#holdingAll(parts);
      let unsure = 0;
      // Only unsure: a slot a certain key also marked holds the term.
      for (let slot = 0; slot < candidates.length; slot++) if (candidates[slot] === UNSURE) unsure++;
      if (unsure > candidates.length / 4) this.#texts.mark(term, marks);
      else {
        for (let slot = 0; slot < candidates.length; slot++) {
          const candidate = candidates[slot]!;
          if (candidate & CERTAIN || (candidate === UNSURE && this.#texts.text(slot).includes(term))) {
            marks[slot] = 1;
          }
        }
      }
    }
    this.#tags.mark(term, marks);
    return marks;
  }

  /** Marks the slots whose text holds a part of a term: one character (a whole code point), or part of a token. */
  #markPart(part: string, marks: Uint8Array): void {
    const oneCharacter = part.length === 1 ? !/[\uD800-\uDFFF]/.test(part) : [...part].length === 1;
    if (oneCharacter) this.#characters.mark(part, marks);
    else this.#words.markEach((token) => (token.includes(part) ? 1 : 0), marks);
  }

  /** The slots whose text holds every part of a term, marked UNSURE: their texts tell. */
  #holdingAll(parts: readonly string[]): Uint8Array {
    let all: Uint8Array | undefined;
    for (const part of new Set(parts)) {
      const marks = new Uint8Array(this.#columns.length);
      this.#markPart(part, marks);
      if (all) for (let slot = 0; slot < all.length; slot++) all[slot]! &= marks[slot]!;
      else all = marks;
    }
    for (let slot = 0; slot < all!.length; slot++) all![slot]! *= UNSURE;
    return all!;
  }

  #compare(sort: IndexSort): (a: number, b: number) => number {
    return compareSlots(sort, this.#columns.key);
  }

  readonly #compareIds = (a: number, b: number): number => {
    const ids = this.#columns.ids;
    const [x, y] = [ids[a]!, ids[b]!];
    return x < y ? -1 : x > y ? 1 : 0;
  };

  /** Every product's slot, sorted by a comparison. */
  #sorted(compare: (a: number, b: number) => number): Int32Array {
    const slots: number[] = [];
    this.#columns.ids.forEach((id, slot) => id !== undefined && slots.push(slot));
    return Int32Array.from(slots.sort(compare));
  }

  /** Product slots in the sort's order, sorted if not yet known. */
  #order(sort: IndexSort): Int32Array {
    let order = this.#orders.get(sort);
    if (!order) {
      // Both price sorts end with the id, so each is the other reversed.
      if (sort === 'price-desc') order = this.#order('price-asc').slice().reverse();
      else if (sort === 'price-asc') order = runToEnd(byPrice(this.#byId, this.#columns.unitPrices));
      else order = this.#sorted(this.#compare(sort));
      this.#orders.set(sort, order);
    }
    return order;
  }

  /**
   * The order without the touched slots, with the placed ones put back where they now belong: a
   * copy of the order and a binary search per placed product, never a sort of the whole catalogue.
   */
  #reorder(
    compare: (a: number, b: number) => number,
    order: Int32Array,
    isTouched: Uint8Array,
    placed: readonly number[],
  ): Int32Array {
    const kept = new Int32Array(order.length);
    let length = 0;
    for (let i = 0; i < order.length; i++) if (isTouched[order[i]!] === 0) kept[length++] = order[i]!;

    const added = [...placed].sort(compare);
    const merged = new Int32Array(length + added.length);
    let from = 0;
    added.forEach((slot, i) => {
      // The first kept product that comes after this one.
      const low = firstNotBefore(from, length, (at) => compare(kept[at]!, slot) < 0);
      merged.set(kept.subarray(from, low), from + i);
      merged[low + i] = slot;
      from = low;
    });
    merged.set(kept.subarray(from, length), from + added.length);
    return merged;
  }

  /** The first place in the order whose product comes after the cursor. */
  #startAfter(order: Int32Array, sort: IndexSort, after: readonly KeyValue[]): number {
    return firstNotBefore(
      0,
      order.length,
      (at) => compareToKeys(sort, this.#columns.product(order[at]!), after) <= 0,
    );
  }

  /** The sort's view, made from its order (linear in the catalogue's size) if a change cleared it. */
  #view(sort: IndexSort): SortView {
    let view = this.#views.get(sort);
    if (!view) {
      view = this.#viewOf(this.#order(sort));
      this.#views.set(sort, view);
    }
    return view;
  }

  /** An order's view: the order, and each category's part of it. */
  #viewOf(order: Int32Array): SortView {
    const categories = this.#columns.categories;
    const codes = new Uint8Array(order.length);
    const sizes = new Int32Array(CATEGORIES.length);
    for (let at = 0; at < order.length; at++) {
      const code = categories[order[at]!]!;
      codes[at] = code;
      sizes[code]!++;
    }
    const parts = CATEGORIES.map((_, code) => new Int32Array(sizes[code]!));
    const filled = new Int32Array(CATEGORIES.length);
    for (let at = 0; at < order.length; at++) parts[codes[at]!]![filled[codes[at]!]!++] = order[at]!;
    return { order, byCategory: new Map(CATEGORIES.map((category, code) => [category, parts[code]!])) };
  }

  /** Each slot's place in the sort's whole order. */
  #ranks(sort: IndexSort): Int32Array {
    const view = this.#view(sort);
    if (!view.rank) {
      const rank = new Int32Array(this.#columns.length);
      view.order.forEach((slot, at) => (rank[slot] = at));
      view.rank = rank;
    }
    return view.rank;
  }

  /** The products a listing reads under a sort: the whole order or a category's part of it. */
  #scope(sort: IndexSort, category: Category | undefined): Int32Array {
    const view = this.#view(sort);
    return category === undefined ? view.order : view.byCategory.get(category)!;
  }

  /** The first position in a price-ascending order whose price is at least (or, `above`, more than) `cents`. */
  #priceBound(order: Int32Array, cents: number, above: boolean): number {
    const prices = this.#columns.unitPrices;
    return firstNotBefore(0, order.length, (at) => {
      const price = prices[order[at]!]!;
      return price < cents || (above && price === cents);
    });
  }

  /** Where the prices within the filter's range sit in a category's (or the whole) price-ascending order. */
  #priceSpan(filter: IndexFilter): Span {
    const order = this.#scope('price-asc', filter.category);
    const { minPriceCents, maxPriceCents } = filter;
    return {
      from: minPriceCents === undefined ? 0 : this.#priceBound(order, minPriceCents, false),
      to: maxPriceCents === undefined ? order.length : this.#priceBound(order, maxPriceCents, true),
    };
  }

  /** A page of an order's span, every product of which passes the filter. */
  #pageOfSpan(order: Int32Array, span: Span, page: IndexPage): IndexedProduct[] {
    let from = span.from;
    if (page.after) from = Math.max(from, this.#startAfter(order, page.sort, page.after));
    from += page.offset ?? 0;
    const products: IndexedProduct[] = [];
    for (let at = from; at < span.to && products.length < page.limit; at++) {
      products.push(this.#columns.product(order[at]!));
    }
    return products;
  }

  /**
   * A page of the products that pass a test, out of `count` that do (`candidates`, in any order):
   * walking the sort's order and testing each product, or, when fewer are walked that way, putting
   * the candidates in order by their ranks. Both cost about the page, never the catalogue.
   */
  #pageOfFew(
    scope: Int32Array,
    passes: (slot: number) => boolean,
    count: number,
    candidates: () => Int32Array,
    page: IndexPage,
  ): IndexedProduct[] {
    const skip = page.offset ?? 0;
    if (count === 0 || skip >= count) return [];
    const start = page.after ? this.#startAfter(scope, page.sort, page.after) : 0;
    const walked = ((skip + page.limit) * (scope.length - start)) / count;
    const products: IndexedProduct[] = [];
    if (walked <= count * Math.log2(count + 2)) {
      let skipped = 0;
      for (let at = start; at < scope.length && products.length < page.limit; at++) {
        const slot = scope[at]!;
        if (!passes(slot)) continue;
        if (skipped < skip) skipped++;
        else products.push(this.#columns.product(slot));
      }
      return products;
    }
    const { order } = this.#view(page.sort);
    const rank = this.#ranks(page.sort);
    // Past the cursor: the cursor's place in the whole order, since ranks are places in it.
    const first = page.after ? this.#startAfter(order, page.sort, page.after) : 0;
    const ranks = candidates()
      .map((slot) => rank[slot]!)
      .filter((r) => r >= first)
      .sort();
    for (const r of ranks.subarray(skip, skip + page.limit)) products.push(this.#columns.product(order[r]!));
    return products;
  }

  /** One page of the products that pass the filter, and how many pass it in all. */
  query(filter: IndexFilter, page: IndexPage): { products: IndexedProduct[]; total: number } {
    if (filter.term !== undefined) return this.#search({ ...filter, term: filter.term }, page);
    const prices = this.#priceSpan(filter);
    // A range whose bounds cross (the service refuses one) holds nothing.
    const total = Math.max(0, prices.to - prices.from);
    const scope = this.#scope(page.sort, filter.category);
    const everyPrice = prices.from === 0 && prices.to === scope.length;
    if (everyPrice) return { products: this.#pageOfSpan(scope, { from: 0, to: scope.length }, page), total };
    // The price sorts hold the price range as one span.
    if (page.sort === 'price-asc') return { products: this.#pageOfSpan(scope, prices, page), total };
    if (page.sort === 'price-desc') {
      const span = { from: scope.length - prices.to, to: scope.length - prices.from };
      return { products: this.#pageOfSpan(scope, span, page), total };
    }
    const { minPriceCents = 0, maxPriceCents = Infinity } = filter;
    const cents = this.#columns.unitPrices;
    const passes = (slot: number) => {
      const price = cents[slot]!;
      return price >= minPriceCents && price <= maxPriceCents;
    };
    const priced = this.#scope('price-asc', filter.category);
    const candidates = () => priced.subarray(prices.from, prices.to);
    return { products: this.#pageOfFew(scope, passes, total, candidates, page), total };
  }

  /** docs/specification.md §7's search, with the listing's category and price filters. */
  #search(
    filter: IndexFilter & { term: string },
    page: IndexPage,
  ): { products: IndexedProduct[]; total: number } {
    const marks = this.#matching(filter.term);
    const { category, minPriceCents, maxPriceCents } = filter;
    const prices = this.#columns.unitPrices;
    const code = category === undefined ? -1 : CATEGORIES.indexOf(category);
    const categories = this.#columns.categories;
    // Only a product's slot is ever marked: a search without filters reads the marks alone.
    const filtered = category !== undefined || minPriceCents !== undefined || maxPriceCents !== undefined;
    const passes = !filtered
      ? (slot: number) => marks[slot] === 1
      : (slot: number) =>
          marks[slot] === 1 &&
          (code < 0 || categories[slot] === code) &&
          prices[slot]! >= (minPriceCents ?? 0) &&
          prices[slot]! <= (maxPriceCents ?? Infinity);
    const found = new Int32Array(marks.length);
    let total = 0;
    for (let slot = 0; slot < marks.length; slot++) if (passes(slot)) found[total++] = slot;
    const scope = this.#scope(page.sort, category);
    const products = this.#pageOfFew(scope, passes, total, () => found.subarray(0, total), page);
    return { products, total };
  }
}
