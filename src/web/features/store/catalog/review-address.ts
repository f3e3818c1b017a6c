import { REVIEWS_LAST_PAGE, REVIEW_SORTS, type ReviewSort } from '@shared/reviews';
import type { ReviewsPageQuery } from './api/get-product-reviews';

/**
 * The product page's reviews in its address, so their order and page are plain links that work
 * without JavaScript (docs/decisions/0011-server-rendering.md): `?reviewSort=highest&reviewPage=2`.
 * The defaults (newest, page 1) are left out, so the product's own address shows them.
 */
export const REVIEW_SORT_PARAM = 'reviewSort';
export const REVIEW_PAGE_PARAM = 'reviewPage';
/** The id of the page's reviews section: its links land on it. */
export const REVIEWS_ANCHOR = 'reviews';

/** The reviews an address asks for; anything it says that makes no sense is the default. */
export function readReviewAddress(search: URLSearchParams): ReviewsPageQuery {
  const sort = search.get(REVIEW_SORT_PARAM);
  const page = Number(search.get(REVIEW_PAGE_PARAM) ?? '1');
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ReviewSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= REVIEWS_LAST_PAGE ? page : 1,
  };
}

/**
 * The address of other reviews of the same product: the page's other parameters (its variant) kept,
 * landing on the reviews section.
 */
export function reviewAddress(
  search: URLSearchParams,
  { sort, page }: ReviewsPageQuery,
): { search: string; hash: string } {
  const next = new URLSearchParams(search);
  next.delete(REVIEW_SORT_PARAM);
  next.delete(REVIEW_PAGE_PARAM);
  if (sort !== 'newest') next.set(REVIEW_SORT_PARAM, sort);
  if (page > 1) next.set(REVIEW_PAGE_PARAM, String(page));
  const query = next.toString();
  return { search: query && `?${query}`, hash: `#${REVIEWS_ANCHOR}` };
}
