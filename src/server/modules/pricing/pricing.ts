import type { Executor } from '../../db/database.js';
import { promotionRules } from '../promotions/index.js';
import { type PriceBook, priceBook } from './price-book.js';

export interface PricingOptions {
  db: Executor;
  /** The app's clock: which promotions are in force is read on it. */
  now: () => Date;
}

/**
 * The one home of the prices shoppers pay (docs/architecture.md): the cart, checkout and the
 * catalogue index all price through it. It reads the promotions switched on (a handful of rows)
 * each time it is asked, so the money path never waits on the catalogue index.
 */
export function createPricing({ db, now }: PricingOptions) {
  return {
    /** The prices as of now. */
    async current(): Promise<PriceBook> {
      return priceBook(await promotionRules(db), now());
    },

    /** The book, or the same promotions priced again now when a promotion started or ended since. */
    renewed(book: PriceBook): PriceBook {
      const at = now();
      return book.validUntil !== undefined && book.validUntil <= at ? priceBook(book.promotions, at) : book;
    },
  };
}

export type Pricing = ReturnType<typeof createPricing>;
