/**
 * A cart line against the stock left (issue 8 §6): the cart says so on the line, and checkout stays
 * blocked with the same words until the shopper fixes it. The server decides; screens mirror it.
 */
export type LineStock =
  { kind: 'ok' } | { kind: 'unavailable' } | { kind: 'sold_out' } | { kind: 'short'; left: number };

export function lineStock(quantity: number, inventory: number, active: boolean): LineStock {
  if (!active) return { kind: 'unavailable' };
  if (inventory <= 0) return { kind: 'sold_out' };
  if (quantity > inventory) return { kind: 'short', left: inventory };
  return { kind: 'ok' };
}

/** The line's own note on the cart: 'Sold out', 'Only 3 left'. */
export function lineStockLabel(stock: LineStock): string | undefined {
  switch (stock.kind) {
    case 'unavailable':
      return 'No longer available';
    case 'sold_out':
      return 'Sold out';
    case 'short':
      return `Only ${stock.left} left`;
    case 'ok':
      return undefined;
  }
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
