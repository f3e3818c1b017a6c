import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS } from './constants.js';

/**
 * Pricing rules shared by the server (the authority) and every screen (which mirrors them).
 * All amounts are integer cents.
 */

export interface PricedItem {
  priceCents: number;
  salePriceCents: number | null;
}

/** The price a shopper pays for one unit: the lower of price and sale price. */
export function effectiveUnitPriceCents(item: PricedItem): number {
  if (item.salePriceCents === null) return item.priceCents;
  return Math.min(item.priceCents, item.salePriceCents);
}

/** 'Save n%' = round((price - effective) / price * 100); 0 when nothing is saved. */
export function savePercent(item: PricedItem): number {
  const effective = effectiveUnitPriceCents(item);
  if (item.priceCents <= 0 || effective >= item.priceCents) return 0;
  return Math.round(((item.priceCents - effective) / item.priceCents) * 100);
}

/** Free shipping from R500 of merchandise, else a flat R99.99. An empty cart ships nothing. */
export function shippingCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}

/** What is left to spend for free shipping (the cart's 'Add R{x} more' note); 0 once reached. */
export function amountToFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);
}

export interface CartTotals {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

export function cartTotals(lines: ReadonlyArray<PricedItem & { quantity: number }>): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotal += effectiveUnitPriceCents(line) * line.quantity;
  }
  const shipping = shippingCents(subtotal);
  return { itemCount, subtotalCents: subtotal, shippingCents: shipping, totalCents: subtotal + shipping };
}
