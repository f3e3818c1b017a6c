import type { Category, DeliveryMethod } from './constants.js';
import { type ScheduleStatus, scheduleStatus } from './schedule-status.js';
import type { DeliveryRates } from './schemas/settings.js';

/**
 * The one pricing engine (docs/design.md §5), shared by the server (the authority) and every screen
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

/** Active, Scheduled, Expired or Inactive at an instant (schedule-status.ts). */
export function promotionStatus(
  promotion: Pick<PromotionRule, 'isActive' | 'startDate' | 'endDate'>,
  now: Date,
): ScheduleStatus {
  return scheduleStatus(
    {
      isActive: promotion.isActive,
      from: Date.parse(promotion.startDate),
      until: Date.parse(promotion.endDate),
    },
    now.getTime(),
  );
}

/** The promotions in force at an instant: active, and started but not ended (both ends included). */
export function promotionsInForce(promotions: readonly PromotionRule[], now: Date): PromotionRule[] {
  return promotions.filter((p) => promotionStatus(p, now) === 'active');
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

/** The best promotion for an item, in basis points: promotions do not stack (docs/design.md §5). */
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

/**
 * Standard delivery at the shop's fee, free from its threshold of merchandise (before any coupon).
 * Nothing ships for nothing.
 */
export function shippingCents(subtotalCents: number, rates: DeliveryRates): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= rates.freeFromCents ? 0 : rates.standardCents;
}

/** The delivery: standard as shippingCents says; express at the shop's fee, never free. */
export interface Delivery {
  method: DeliveryMethod;
  /** The shop's fees (its settings). */
  rates: DeliveryRates;
}

export function deliveryCents(subtotalCents: number, { method, rates }: Delivery): number {
  if (subtotalCents <= 0) return 0;
  return method === 'express' ? rates.expressCents : shippingCents(subtotalCents, rates);
}

/** What is left to spend for free shipping (the cart's 'Add R{x} more' note); 0 once reached. */
export function amountToFreeShippingCents(subtotalCents: number, rates: DeliveryRates): number {
  return Math.max(0, rates.freeFromCents - subtotalCents);
}

export interface PricedLine {
  /** The real base price, struck out when the shopper pays less. */
  basePriceCents: number;
  unitPriceCents: number;
  quantity: number;
}

/**
 * An order's money, each shown line a term of the total (docs/decisions/0009):
 * items − savings − discount + shipping = total. The subtotal (items − savings) is what the
 * coupon rules and free shipping read; it is not a line of its own on the summary.
 */
export interface Totals {
  itemCount: number;
  /** Lines at their full (base) prices. */
  itemsCents: number;
  /** What sale prices and promotions take off the full prices. */
  savingsCents: number;
  /** Lines at the prices shoppers pay: items − savings. */
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Totals of priced lines, less a coupon discount (never below R0); delivery is on the subtotal and
 * not discounted (none without a delivery: a subtotal alone).
 */
export function totals(lines: readonly PricedLine[], discountCents = 0, delivery?: Delivery): Totals {
  let itemCount = 0;
  let subtotal = 0;
  let items = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotal += line.unitPriceCents * line.quantity;
    items += Math.max(line.basePriceCents, line.unitPriceCents) * line.quantity;
  }
  const discount = Math.min(Math.max(0, discountCents), subtotal);
  const shipping = delivery ? deliveryCents(subtotal, delivery) : 0;
  return {
    itemCount,
    itemsCents: items,
    savingsCents: items - subtotal,
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
  };
}
