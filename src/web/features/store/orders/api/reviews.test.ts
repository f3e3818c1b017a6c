import { describe, expect, it } from 'vitest';
import type { OrderReviews } from '@shared/schemas/reviews';
import { hasReviews, withReview } from './reviews';

const line = (review: OrderReviews['lines'][number]['review']): OrderReviews['lines'][number] => ({
  lineId: 'l1',
  productId: 'p1',
  title: 'Yoga Mat',
  variantOptions: '',
  reviewable: review === null,
  review,
});

describe("the order page's Reviews", () => {
  it('show for a delivered order, and not before the answer', () => {
    expect(hasReviews(undefined)).toBe(false);
    expect(hasReviews({ delivered: false, lines: [line(null)] })).toBe(false);
    expect(hasReviews({ delivered: true, lines: [line(null)] })).toBe(true);
    expect(hasReviews({ delivered: true, lines: [] })).toBe(false);
  });

  it('stay with their reviews when the order is no longer counted as delivered (returned)', () => {
    const review = {
      id: 'r1',
      rating: 5,
      title: 'Lekker',
      body: 'Really good mat.',
      status: 'published' as const,
      rejectionReason: null,
      reply: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
    expect(hasReviews({ delivered: false, lines: [line(review)] })).toBe(true);
  });

  it('a review sent is on its line at once, which can no longer have another', () => {
    const answer: OrderReviews = { delivered: true, lines: [line(null), { ...line(null), lineId: 'l2' }] };
    const review = {
      id: 'r2',
      rating: 4,
      title: 'Good',
      body: 'Good enough mat.',
      status: 'pending' as const,
      rejectionReason: null,
      reply: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
    const after = withReview(answer, 'l2', review);
    expect(after.lines.map((l) => [l.lineId, l.reviewable, l.review?.id ?? null])).toEqual([
      ['l1', true, null],
      ['l2', false, 'r2'],
    ]);
  });
});
