import type { OwnReview } from '@shared/schemas/reviews';
import type { ReviewStatus } from '@shared/reviews';
import type { ErrorWording } from '@web/lib/error-message';

/** The refusals a buyer may meet writing or changing a review, in the shop's words (by their code). */
export const REVIEW_ERROR_WORDS: ErrorWording = {
  already_reviewed: 'You have already reviewed this item. You can edit your review instead.',
  not_reviewable:
    'This item cannot be reviewed: an item can be reviewed once it has been delivered, while the shop still sells it.',
  too_many_requests: 'You have sent many reviews in a short time. Please wait a while and try again.',
};

export const REVIEW_STATUS_BADGES = {
  pending: 'outline',
  published: 'default',
  rejected: 'destructive',
} as const satisfies Record<ReviewStatus, string>;

/** A review's status as its author reads it: a rejected one with the moderator's reason. */
export function reviewStatusWords(review: Pick<OwnReview, 'status' | 'rejectionReason'>): string {
  switch (review.status) {
    case 'pending':
      return 'Waiting for approval';
    case 'published':
      return 'Published';
    case 'rejected':
      return review.rejectionReason ? `Not published: ${review.rejectionReason}` : 'Not published';
  }
}

/** What the page says once a review is sent: published at once, or waiting for a moderator. */
export function reviewSentWords(review: Pick<OwnReview, 'status'>, edited: boolean): string {
  if (review.status === 'published')
    return edited ? 'Your changed review is published.' : 'Your review is published.';
  return edited
    ? 'Thank you! Your changed review will appear once it is approved.'
    : 'Thank you! Your review will appear once it is approved.';
}
