/**
 * The quantity the product page's stepper asks for, in its address (`?quantity=3`), so the stepper
 * works without JavaScript: each press is a GET of the page with the next quantity, landing back at
 * Add to Cart (docs/decisions/0011-server-rendering.md). With JavaScript the stepper keeps it in the
 * page instead.
 */
export const QUANTITY_PARAM = 'quantity';
/** The id of the form that asks for a quantity. */
export const QUANTITY_FORM = 'choose-quantity';
/** The id of the Add to Cart form: the quantity's form lands on it. */
export const BUY_ANCHOR = 'buy';

/** The quantity an address asks for: whole and at least 1, else 1 (the page caps it at the stock). */
export function readQuantityAddress(search: URLSearchParams): number {
  const asked = search.get(QUANTITY_PARAM) ?? '';
  return /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1;
}
