import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo-catalogue.js';
import { DEMO_RATINGS, DEMO_REVIEWERS, DEMO_REVIEW_TEXTS } from './demo-reviews.js';

describe('the demo reviews', () => {
  it('review products the shop sells, with whole stars from 1 to 5', () => {
    for (const [sku, ratings] of Object.entries(DEMO_RATINGS)) {
      expect(DEMO_PRODUCTS.find((p) => p.sku === sku)?.status, sku).toBe('active');
      for (const rating of ratings)
        expect(Number.isInteger(rating) && rating >= 1 && rating <= 5, sku).toBe(true);
    }
  });

  it('leave some products without reviews, so the shop shows both', () => {
    const reviewed = new Set(Object.keys(DEMO_RATINGS));
    expect(DEMO_PRODUCTS.filter((p) => p.status === 'active' && !reviewed.has(p.sku)).length).toBeGreaterThan(
      0,
    );
    expect(reviewed.size).toBeGreaterThan(DEMO_PRODUCTS.length / 2);
  });

  it('have words for every number of stars, and reviewers with distinct addresses', () => {
    expect(DEMO_REVIEW_TEXTS).toHaveLength(5);
    for (const texts of DEMO_REVIEW_TEXTS) expect(texts.length).toBeGreaterThan(0);
    expect(new Set(DEMO_REVIEWERS.map((r) => r.email)).size).toBe(DEMO_REVIEWERS.length);
  });
});
