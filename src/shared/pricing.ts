import { type Category, FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS } from './constants.js';

/**
 * The one pricing engine (DESIGN.md §5), shared by the server (the authority) and every screen
 * (which mirrors it). All amounts are integer cents; percentages are basis points.
 */

export interface PricedItem {
  priceCents: number;
  salePriceCents: number | null;
  category: Category;
}

/** What pricing needs of a sale promotion. */
export interface PromotionRule {
  discountBps: number;
  /** ISO instants. */
  startDate: string;
  endDate: string;
  isActive: boolean;
  appliesToAll: boolean;
  category: Category | null;
}

const BPS = 10_000;

/** The promotions in force at an instant: active, and started but not ended (both ends included). */
export function promotionsInForce(promotions: readonly PromotionRule[], now: Date): PromotionRule[] {
  const at = now.getTime();
  return promotions.filter((p) => p.isActive && Date.parse(p.startDate) <= at && at <= Date.parse(p.endDate));
}

/** The next instant at which the promotions in force change (a start or an end after now), if any. */
export function nextPromotionChange(promotions: readonly PromotionRule[], now: Date): Date | undefined {
  const at = now.getTime();
  const upcoming = promotions
    .filter((p) => p.isActive)
    .flatMap((p) => [Date.parse(p.startDate), Date.parse(p.endDate) + 1])
    .filter((instant) => instant > at);
  return upcoming.length > 0 ? new Date(Math.min(...upcoming)) : undefined;
}

/** The best promotion for an item, in basis points: promotions do not stack (DESIGN.md §5). */
export function bestPromotionBps(
  item: Pick<PricedItem, 'category'>,
  inForce: readonly PromotionRule[],
): number {
  let best = 0;
  for (const p of inForce) {
    if (p.appliesToAll || p.category === item.category) best = Math.max(best, p.discountBps);
  }
  return best;
}

/**
 * The price a shopper pays for one unit: the lowest of the price, the sale price, and the price less
 * the best promotion in force (rounded to the cent).
 */
export function effectiveUnitPriceCents(item: PricedItem, inForce: readonly PromotionRule[] = []): number {
  let unit = item.priceCents;
  if (item.salePriceCents !== null) unit = Math.min(unit, item.salePriceCents);
  const bps = bestPromotionBps(item, inForce);
  if (bps > 0) unit = Math.min(unit, item.priceCents - Math.round((item.priceCents * bps) / BPS));
  return Math.max(0, unit);
}

/** 'Save n%' = round((price - effective) / price * 100); 0 when nothing is saved. */
export function savePercent(priceCents: number, unitPriceCents: number): number {
  if (priceCents <= 0 || unitPriceCents >= priceCents) return 0;
  return Math.round(((priceCents - unitPriceCents) / priceCents) * 100);
}

/** Free shipping from R500 of merchandise (before any coupon), else a flat R99.99. Nothing ships for nothing. */
export function shippingCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}

/** What is left to spend for free shipping (the cart's 'Add R{x} more' note); 0 once reached. */
export function amountToFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);
}

export interface PricedLine {
  /** The real base price, struck out when the shopper pays less. */
  basePriceCents: number;
  unitPriceCents: number;
  quantity: number;
}

export interface Totals {
  itemCount: number;
  /** Lines at the prices shoppers pay. */
  subtotalCents: number;
  /** What the lines save against their base prices. */
  savingsCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Totals of priced lines, less a coupon discount (never below R0); shipping is on the subtotal and not discounted. */
export function totals(lines: readonly PricedLine[], discountCents = 0): Totals {
  let itemCount = 0;
  let subtotal = 0;
  let base = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotal += line.unitPriceCents * line.quantity;
    base += line.basePriceCents * line.quantity;
  }
  const discount = Math.min(Math.max(0, discountCents), subtotal);
  const shipping = shippingCents(subtotal);
  return {
    itemCount,
    subtotalCents: subtotal,
    savingsCents: base - subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
  };
}
