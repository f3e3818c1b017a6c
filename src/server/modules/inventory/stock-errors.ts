import { AppError } from '../../http/errors.js';

/**
 * The one insufficient-stock error (409 insufficient_stock), in the words of the place that
 * refuses: `fields` names the line when a checkout refuses it.
 */
export const insufficientStock = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'insufficient_stock', message, fields);

/** Thrown to roll back a transaction that found a line's stock gone: it names the line. */
export class StockGone extends Error {
  constructor(readonly title: string) {
    super(`Not enough stock of ${title}`);
  }
}
