/**
 * What reviews are made of (docs/decisions/0023-reviews.md), without zod, so that the storefront's
 * pages read them without loading it: the schemas (schemas/reviews.ts) are built from these.
 */

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 4_000;
export const REVIEW_REPLY_MAX = 2_000;
/** Published reviews on one page of a product's reviews. */
export const REVIEWS_PAGE_SIZE = 10;
/** The last page of a product's reviews anyone may ask for. */
export const REVIEWS_LAST_PAGE = 10_000;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};
