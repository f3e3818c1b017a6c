import { formatRand } from '@shared/money';
import type { DeliveryRates } from '@shared/schemas/settings';

/** Rand for policy text: whole amounts without cents ("R500", "R1,000"), others with two ("R99.99"). */
export function policyRand(cents: number): string {
  return cents % 100 === 0 ? formatRand(cents).replace(/\.00$/, '') : formatRand(cents);
}

/**
 * The shop's delivery fees as its pages word them (docs/decisions/0019-shop-settings.md: the owner
 * sets them). Without them (the public config did not load), words that name no amount.
 */
export function deliveryWords(rates: DeliveryRates | undefined) {
  return {
    /** Free standard delivery from this subtotal: 'R500'. */
    freeFrom: rates ? policyRand(rates.freeFromCents) : 'a set amount',
    /** Standard delivery below it, after 'a flat': 'R99.99'. */
    standardFee: rates ? policyRand(rates.standardCents) : 'fee',
    /** Express delivery, always with its cents: 'R149.99'. */
    expressFee: rates ? formatRand(rates.expressCents) : 'an extra fee',
  };
}
