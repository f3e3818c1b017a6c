import { z } from 'zod';
import { type OwnReview, reviewBodySchema } from '@shared/schemas/reviews';
import { fieldProblems } from '@web/lib/error-message';

const { rating } = reviewBodySchema.shape;

/**
 * The review form: the shared schema the server checks with, but the guest's key (the call adds it);
 * no rating picked yet is null, which the schema refuses as it refuses a missing one.
 */
export const reviewFormSchema = reviewBodySchema
  .omit({ key: true })
  .extend({ rating: z.number().nullable().pipe(rating) });

/** What Write a review and Edit review send, but the guest's key. */
export type ReviewRequest = z.output<typeof reviewFormSchema>;

/** The form's values: no rating (null) until the shopper picks one. */
export type ReviewFormValues = z.input<typeof reviewFormSchema>;

/** A new review starts empty; an edit starts from the review as it is. */
export const reviewFormValues = (review: OwnReview | null): ReviewFormValues =>
  review
    ? { rating: review.rating, title: review.title, body: review.body }
    : { rating: null, title: '', body: '' };

const FIELDS = ['rating', 'title', 'body'] as const;
type ReviewField = (typeof FIELDS)[number];

/** The server's problems with the review's fields, by the form's names; others are left to the notice. */
export const reviewFieldProblems = (failure: unknown): Array<[ReviewField, string]> =>
  fieldProblems(failure).filter((problem): problem is [ReviewField, string] =>
    (FIELDS as readonly string[]).includes(problem[0]),
  );
