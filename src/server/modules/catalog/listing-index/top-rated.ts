/**
 * The Top rated order (docs/decisions/0023-reviews.md): a Bayesian average, as if every product had
 * PRIOR_REVIEWS more reviews at PRIOR_AVERAGE stars, so that a few reviews move a product less than
 * many do. A single 5-star review scores 3.64; 200 reviews averaging 4.8 score 4.74. A product with
 * no reviews scores 0: it comes after every rated one.
 */
export const PRIOR_AVERAGE = 3.5;
export const PRIOR_REVIEWS = 10;

export function topRatedScore(average: number, count: number): number {
  if (count <= 0) return 0;
  return (PRIOR_AVERAGE * PRIOR_REVIEWS + average * count) / (PRIOR_REVIEWS + count);
}
