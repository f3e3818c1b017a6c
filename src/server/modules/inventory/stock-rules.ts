import { MAX_INVENTORY } from '../../../shared/schemas/admin-products.js';
import type { LineStock } from '../../../shared/schemas/cart.js';

/**
 * A cart line against the stock left (docs/decisions/0009): the cart says so on the line, and
 * checkout stays blocked with the same words until the shopper fixes it. The server decides; the
 * cart answer carries each line's stock, and screens only word it.
 */
export function lineStock(quantity: number, inventory: number, active: boolean): LineStock {
  if (!active) return { kind: 'unavailable' };
  if (inventory <= 0) return { kind: 'sold_out' };
  if (quantity > inventory) return { kind: 'short', left: inventory };
  return { kind: 'ok' };
}

/** What blocks checkout, naming the line and what to do about it. */
export function lineStockProblem(title: string, stock: LineStock): string | undefined {
  switch (stock.kind) {
    case 'unavailable':
      return `${title} is no longer available. Remove it from your cart to continue.`;
    case 'sold_out':
      return `${title} is sold out. Remove it from your cart to continue.`;
    case 'short':
      return `Only ${stock.left} of ${title} left. Lower the quantity in your cart to continue.`;
    case 'ok':
      return undefined;
  }
}

/** The first of the lines' problems: the one checkout names (null when every line can be sold). */
export const firstStockProblem = (lines: ReadonlyArray<{ title: string; stock: LineStock }>) =>
  lines.map(({ title, stock }) => lineStockProblem(title, stock)).find(Boolean) ?? null;

/** What a stock of `stock` units becomes, moved by `change`: kept between 0 and the most a product holds. */
export const stockAfter = (stock: number, change: number): number =>
  Math.min(MAX_INVENTORY, Math.max(0, stock + change));
