import { describe, expect, it } from 'vitest';
import { topRatedScore } from './top-rated.js';

describe('the Top rated score', () => {
  it('puts 200 reviews averaging 4.8 above a single 5-star review', () => {
    expect(topRatedScore(4.8, 200)).toBeGreaterThan(topRatedScore(5, 1));
    expect(topRatedScore(5, 1)).toBeCloseTo(3.636, 3);
    expect(topRatedScore(4.8, 200)).toBeCloseTo(4.738, 3);
  });

  it('moves towards the average as reviews come in, and stays between 1 and 5', () => {
    const scores = [1, 5, 20, 100, 1_000].map((count) => topRatedScore(5, count));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(topRatedScore(1, 1_000_000)).toBeGreaterThanOrEqual(1);
    expect(topRatedScore(5, 1_000_000)).toBeLessThanOrEqual(5);
  });

  it('puts a product without reviews after every reviewed one, even a 1-star one', () => {
    expect(topRatedScore(0, 0)).toBe(0);
    expect(topRatedScore(1, 1)).toBeGreaterThan(topRatedScore(0, 0));
  });
});
