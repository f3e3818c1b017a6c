import type { Trx } from '../../db/database.js';
import { setProductRating } from '../catalog/index.js';
import { starCounts } from './review-repository.js';

/**
 * Sets a product's rating and review count from its published reviews, in the transaction that
 * published, rejected, changed or deleted one (after holdProductRating), so the product's figures
 * and its reviews never disagree; the catalogue index picks the change up as any product change.
 */
export async function recountRating(trx: Trx, productId: string): Promise<void> {
  let count = 0;
  let stars = 0;
  for (const [rating, n] of await starCounts(trx, productId)) {
    count += n;
    stars += rating * n;
  }
  await setProductRating(trx, productId, { average: count === 0 ? 0 : stars / count, count });
}
