import { describe, expect, it } from 'vitest';
import { reviewCountWords, starBars } from './review-words';

describe("the product page's review words", () => {
  it('counts reviews in words, one in the singular', () => {
    expect(reviewCountWords(1)).toBe('1 review');
    expect(reviewCountWords(0)).toBe('0 reviews');
    expect(reviewCountWords(12)).toBe('12 reviews');
  });

  it('gives a bar per star, 5 first, each its share of the reviews', () => {
    expect(starBars({ average: 4.2, count: 10, stars: [1, 0, 1, 3, 5] })).toEqual([
      { stars: 5, count: 5, percent: 50 },
      { stars: 4, count: 3, percent: 30 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
    expect(starBars({ average: 0, count: 0, stars: [0, 0, 0, 0, 0] }).map((bar) => bar.percent)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
