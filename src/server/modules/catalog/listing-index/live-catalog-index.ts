import type { Executor } from '../../../db/database.js';
import type { PriceBook, Pricing } from '../../pricing/index.js';
import { CatalogIndex, type IndexSource } from './catalog-index.js';
import * as indexSource from './index-source.js';

/** What changed in the catalogue after a revision (migration 0008's change log). */
export interface CatalogChanges {
  /** The newest revision the changes reach. */
  revision: number;
  /** Products added, changed or removed, each once. */
  productIds: string[];
  /** Whether a promotion changed. */
  promotions: boolean;
}

export interface CatalogIndexSource {
  /** A number the database raises whenever anything the index holds changes (migration 0002). */
  revision(): Promise<number>;
  /**
   * The changes after a revision, at most `limit` of them; undefined when the log cannot tell them
   * all (it no longer reaches back that far, or holds more than the limit).
   */
  changesSince(revision: number, limit: number): Promise<CatalogChanges | undefined>;
  /** The active ones among some products. */
  activeProducts(ids: readonly string[]): Promise<IndexSource[]>;
  /** A page of the whole catalogue by id (indexSource.catalogPage). */
  catalogPage(
    after: string | undefined,
    limit: number,
  ): Promise<{ active: IndexSource[]; next: string | undefined }>;
}

/**
 * The index's source: the catalogue's revision, its change log and its active products. A product
 * whose stored fields cannot be read is left out, and told to `onUnreadable` (indexSource.readable).
 */
export const databaseSource = (
  db: Executor,
  onUnreadable: indexSource.OnUnreadable = () => {},
): CatalogIndexSource => ({
  revision: () => indexSource.revision(db),
  changesSince: (revision, limit) => indexSource.changesSince(db, revision, limit),
  activeProducts: (ids) => indexSource.activeProducts(db, ids, onUnreadable),
  catalogPage: (after, limit) => indexSource.catalogPage(db, after, limit, onUnreadable),
});

/** Past this many changes at once (an import, a bulk edit), reading everything again is cheaper. */
const MAX_CHANGES = 2_000;

/** Products read at a time when the index is built (CatalogIndex.build): a few MB of rows. */
const BUILD_PAGE = 5_000;

/** What the index tells of its work (the metrics count it). */
export interface CatalogIndexEvents {
  /** Changed products applied in place. */
  applied(): void;
  /** The whole catalogue read again. */
  rebuilt(): void;
}

/**
 * Keeps a CatalogIndex in step with the database. Each use reads the catalogue's revision (one
 * indexed single-row read), so a change made by any app server or script shows in the next query.
 * A moved revision applies the products changed since (docs/decisions/0014); the whole index is
 * read only at the start or when the change log cannot say what changed. One catch-up runs at a
 * time, however many requests wait for it; a promotion starting or ending reprices in memory, on
 * the app's clock, in slices while listings go on.
 */
export function createLiveCatalogIndex(
  source: CatalogIndexSource,
  pricing: Pricing,
  events: CatalogIndexEvents = { applied() {}, rebuilt() {} },
) {
  let current: { revision: number; index: CatalogIndex } | undefined;
  let catchingUp: Promise<void> | undefined;

  async function rebuild(): Promise<void> {
    // Read the revision before the rows: a change landing in between is only applied once more.
    const revision = await source.revision();
    // Page by page: a change landing meanwhile moves the revision, and the next use applies it.
    async function* pages() {
      let after: string | undefined;
      do {
        const page = await source.catalogPage(after, BUILD_PAGE);
        yield page.active;
        after = page.next;
      } while (after !== undefined);
    }
    const index = await CatalogIndex.build(pages(), await pricing.current());
    // The index it replaces stops repricing: its work would never be read.
    current?.index.abandon();
    current = { revision, index };
    events.rebuilt();
  }

  /**
   * Prices the index again without waiting for it: listings sort by the book before until it is done
   * (CatalogIndex.reprice). Should it fail, the index is forgotten and the next use reads it again.
   */
  function reprice(index: CatalogIndex, prices: PriceBook): void {
    index.reprice(prices).catch(() => {
      if (current?.index === index) current = undefined;
    });
  }

  async function catchUp(target: number): Promise<void> {
    const known = current;
    const changes = known && (await source.changesSince(known.revision, MAX_CHANGES));
    if (!known || !changes || changes.revision < target) return rebuild();
    const [rows, prices] = await Promise.all([
      changes.productIds.length > 0 ? source.activeProducts(changes.productIds) : [],
      changes.promotions ? pricing.current() : undefined,
    ]);
    const active = new Set(rows.map((row) => row.id));
    known.index.apply(
      rows,
      changes.productIds.filter((id) => !active.has(id)),
    );
    if (prices) reprice(known.index, prices);
    known.revision = changes.revision;
    events.applied();
  }

  return {
    /** The index as of the database's current revision. */
    async current(): Promise<CatalogIndex> {
      const revision = await source.revision();
      while (!current || current.revision < revision) {
        // A failed catch-up is not kept: this request fails, the next one tries again.
        await (catchingUp ??= catchUp(revision).finally(() => (catchingUp = undefined)));
      }
      const { index } = current;
      const prices = pricing.renewed(index.latestPrices);
      if (prices !== index.latestPrices) reprice(index, prices);
      return index;
    },
  };
}

export type LiveCatalogIndex = ReturnType<typeof createLiveCatalogIndex>;
