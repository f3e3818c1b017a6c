import {
  type PricedItem,
  type PromotionRule,
  effectiveUnitPriceCents,
  nextPromotionChange,
  promotionsInForce,
} from '../../../shared/pricing.js';
import type { ProductsTable } from '../../db/schema.js';

/**
 * The prices shoppers pay at one instant: the promotions switched on, those of them in force then,
 * and when that changes next (a promotion starting or ending), after which the book is stale.
 */
export interface PriceBook {
  /** Every promotion switched on, whatever its dates: the book is made again from these. */
  readonly promotions: readonly PromotionRule[];
  readonly inForce: readonly PromotionRule[];
  /** When the promotions in force next change, if they do. */
  readonly validUntil: Date | undefined;
  /** The price a shopper pays for one unit (docs/design.md §5: promotions never stack). */
  unitPrice(item: PricedItem): number;
}

export function priceBook(promotions: readonly PromotionRule[], at: Date): PriceBook {
  const inForce = promotionsInForce(promotions, at);
  return {
    promotions,
    inForce,
    validUntil: nextPromotionChange(promotions, at),
    unitPrice: (item) => effectiveUnitPriceCents(item, inForce),
  };
}

/** Prices with no promotion: a product's own price and sale price. */
export const NO_PROMOTIONS: PriceBook = priceBook([], new Date(0));

/** What pricing reads of a product row. */
export const pricedItem = (
  row: Pick<ProductsTable, 'price_cents' | 'sale_price_cents' | 'category'>,
): PricedItem => ({
  priceCents: row.price_cents,
  salePriceCents: row.sale_price_cents,
  category: row.category,
});
