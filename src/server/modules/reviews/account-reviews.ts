import type { Executor, Trx } from '../../db/database.js';
import { ANONYMOUS_AUTHOR } from './author-name.js';
import * as reviewRepository from './review-repository.js';

/** An account's reviews as its data export lists them (docs/decisions/0021-privacy.md). */
export async function accountReviews(db: Executor, userId: string) {
  return (await reviewRepository.ofUser(db, userId)).map((row) => ({
    product: row.product_title,
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    shownAs: row.author_name,
    reply: row.reply,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** A deleted account's reviews stay, no longer linked to it nor named after it. */
export const eraseReviewAuthor = (trx: Trx, userId: string) =>
  reviewRepository.forgetAuthor(trx, userId, ANONYMOUS_AUTHOR);
