/**
 * Reviews from verified buyers (docs/decisions/0023-reviews.md): a buyer reviews a delivered order
 * line once; moderators publish, reject or reply; a product's rating and review count come from its
 * published reviews. This module owns the reviews and review_requests tables.
 */
export { accountReviews, eraseReviewAuthor } from './account-reviews.js';
export { authorName } from './author-name.js';
export { recountRating } from './rating.js';
export { insert as insertReview } from './review-repository.js';
export type { ReviewRequests } from './review-requests.js';
export { createReviewsModule } from './module.js';
