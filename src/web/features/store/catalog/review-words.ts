import type { RatingSummary } from '@shared/schemas/reviews';

/** '1 review', '12 reviews'. */
export const reviewCountWords = (count: number): string => `${count} review${count === 1 ? '' : 's'}`;

export interface StarBar {
  stars: number;
  count: number;
  /** The bar's length: its share of all the reviews, in whole percent. */
  percent: number;
}

/** The summary's bars, 5 stars first, each with its count and its share of the reviews. */
export function starBars({ count, stars }: RatingSummary): StarBar[] {
  return [5, 4, 3, 2, 1].map((star) => {
    const n = stars[star - 1] ?? 0;
    return { stars: star, count: n, percent: count === 0 ? 0 : Math.round((n / count) * 100) };
  });
}
