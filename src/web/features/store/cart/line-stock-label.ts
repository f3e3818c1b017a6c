import type { LineStock } from '@shared/schemas/cart';

/** A cart line's own note, from the stock the server found: 'Sold out', 'Only 3 left'. */
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
