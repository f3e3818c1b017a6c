import type { Trx } from '../../db/database.js';
import { type AppError, conflict } from '../../http/errors.js';
import type { CartLineRow } from '../cart/index.js';
import { repriceForStock } from '../catalog/index.js';
import {
  StockGone,
  insufficientStock,
  lineStock,
  lineStockProblem,
  stockRepository,
} from '../inventory/index.js';
import * as orderRepository from './order-repository.js';

/**
 * An order's stock, moved inside the caller's transaction: taken at checkout, given back when the
 * order is cancelled or released, taken again when it comes back (reopened by the admin, or paid
 * after its release). Each movement ends by asking the catalogue to choose its products' listing
 * prices again (docs/decisions/0018-product-variants.md).
 */

/** A line short of stock fails the whole order, naming the line (its id carries the message too). */
export function stockConflict(line: CartLineRow, message: string): AppError {
  const fields = { [line.product_id]: message };
  return line.status === 'active'
    ? insufficientStock(message, fields)
    : conflict('product_unavailable', message, fields);
}

/** The order stock is taken in: by product, then by variant. */
const stockOrder = (
  a: { product_id: string; variant_id: string },
  b: { product_id: string; variant_id: string },
) =>
  a.product_id === b.product_id
    ? a.variant_id.localeCompare(b.variant_id)
    : a.product_id < b.product_id
      ? -1
      : 1;

/**
 * Takes a checkout's lines' stock in one order of products, then variants (taking a variant's
 * stock also moves its product's), so two carts holding the same products can never deadlock;
 * throws the first line short of stock, so the transaction rolls back whatever was taken. Only a
 * variant this sells out can change its product's listing price.
 */
export async function takeCheckoutStock(trx: Trx, lines: readonly CartLineRow[]): Promise<void> {
  const byProduct = [...lines].sort(stockOrder);
  const soldOut: string[] = [];
  for (const line of byProduct) {
    const left = await stockRepository.take(trx, { variantId: line.variant_id, quantity: line.quantity });
    if (left === 0) soldOut.push(line.variant_id);
    if (left === undefined) {
      const current = await stockRepository.stockOf(trx, line.variant_id);
      const onSale = current?.status === 'active' && current.is_active === 1;
      const problem = lineStockProblem(
        line.title,
        lineStock(line.quantity, current?.inventory_quantity ?? 0, onSale),
      );
      throw stockConflict(line, problem ?? `${line.title} sold out meanwhile.`);
    }
  }
  await repriceForStock(trx, soldOut, { soldOut: true });
}

export async function giveBackOrderStock(trx: Trx, orderId: string): Promise<void> {
  const lines = await orderRepository.stockLines(trx, orderId);
  for (const line of lines) await stockRepository.giveBack(trx, line);
  await repriceForStock(
    trx,
    lines.map((line) => line.variantId),
    { soldOut: false },
  );
}

/**
 * Takes every line's stock again, each only while there is enough; throws StockGone for the first
 * line short of stock, so the caller's transaction rolls back whatever was taken.
 */
export async function takeOrderStockAgain(trx: Trx, orderId: string): Promise<void> {
  const lines = await orderRepository.stockLines(trx, orderId);
  for (const line of lines) {
    if (!(await stockRepository.takeAgain(trx, line))) throw new StockGone(line.title);
  }
  await repriceForStock(
    trx,
    lines.map((line) => line.variantId),
    { soldOut: true },
  );
}
