import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { reviewFieldProblems, reviewFormSchema, reviewFormValues } from './review-form';

const review = {
  id: 'r1',
  rating: 4,
  title: 'Good mat',
  body: 'Grippy and thick enough.',
  status: 'pending' as const,
  rejectionReason: null,
  reply: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('the review form', () => {
  it('starts empty for a new review, and from the review for an edit', () => {
    expect(reviewFormValues(null)).toEqual({ rating: null, title: '', body: '' });
    expect(reviewFormValues(review)).toEqual({
      rating: 4,
      title: 'Good mat',
      body: 'Grippy and thick enough.',
    });
  });

  it("checks with the server's rules and words: a rating picked, a title, at least 10 characters", () => {
    const empty = reviewFormSchema.safeParse(reviewFormValues(null));
    expect(
      Object.fromEntries(empty.error!.issues.map((issue) => [issue.path.join('.'), issue.message])),
    ).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
      title: 'Title is required',
      body: 'Review must be at least 10 characters',
    });
    expect(reviewFormSchema.parse({ rating: 5, title: ' Lekker ', body: 'Line one.\nLine two.' })).toEqual({
      rating: 5,
      title: 'Lekker',
      body: 'Line one.\nLine two.',
    });
    expect(
      reviewFormSchema.safeParse({ rating: 5, title: 'x'.repeat(121), body: 'Long enough text' }).success,
    ).toBe(false);
  });

  it("puts the server's problems on the form's fields and leaves the rest to the notice", () => {
    const refused = new ApiError(400, 'validation_error', 'Invalid', {
      title: 'Title is required',
      key: 'Invalid UUID',
    });
    expect(reviewFieldProblems(refused)).toEqual([['title', 'Title is required']]);
    expect(reviewFieldProblems(new Error('offline'))).toEqual([]);
  });
});
