import type { Trx } from '../../db/database.js';
import { repriceForStock } from '../catalog/index.js';
import { StockGone, stockRepository } from '../inventory/index.js';
import * as orderRepository from './order-repository.js';

/**
 * An order's stock, moved inside the caller's transaction: given back when the order is cancelled
 * or released, taken again when it comes back (reopened by the admin, or paid after its release).
 */

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
