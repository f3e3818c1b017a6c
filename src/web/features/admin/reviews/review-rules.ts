import { type AdminReview, type AdminReviewsQuery, type ReviewReplyBody } from '@shared/schemas/reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '@shared/reviews';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
};

/** The Reviews screen's tabs: those waiting for a moderator first, then the published and the rejected. */
export const REVIEW_TABS: ReadonlyArray<{ value: ReviewStatus; label: string }> = REVIEW_STATUSES.map(
  (value) => ({ value, label: REVIEW_STATUS_LABELS[value] }),
);

/** The tab the screen opens on, left out of the address: the reviews waiting for a moderator. */
export const DEFAULT_REVIEW_TAB: ReviewStatus = 'pending';

/** The tab an address shows. */
export const reviewTab = (query: AdminReviewsQuery): ReviewStatus => query.status ?? DEFAULT_REVIEW_TAB;

/**
 * What the screen asks the server for: the address's query, on the tab it shows (the server would
 * list every status without one).
 */
export const reviewListQuery = (query: AdminReviewsQuery): AdminReviewsQuery => ({
  ...query,
  status: reviewTab(query),
});

/** The address's status for a tab: none for the default tab, so that /admin/reviews is its address. */
export const tabStatus = (tab: ReviewStatus): ReviewStatus | undefined =>
  tab === DEFAULT_REVIEW_TAB ? undefined : tab;

/** What an empty tab says when nothing is searched for. */
export const EMPTY_TAB: Record<ReviewStatus, string> = {
  pending: 'No reviews are waiting to be published.',
  published: 'No reviews are published yet.',
  rejected: 'No reviews have been rejected.',
};

/** Publish: a review waiting for a moderator, or one rejected before (it is published after all). */
export const mayApprove = (status: ReviewStatus): boolean => status !== 'published';

/** Reject: a review waiting for a moderator, or a published one (it leaves the product page). */
export const mayReject = (status: ReviewStatus): boolean => status !== 'rejected';

/** How much of a review's text a row of the list shows. */
export const EXCERPT_LENGTH = 140;

/**
 * The start of a review's text for a row of the list: its paragraphs run together, and a text longer
 * than `length` is cut at a word's end with an ellipsis.
 */
/** Whether a review is longer than its excerpt: the list then offers the rest a click away. */
export const isLongReview = (body: string) => body.replace(/\s+/g, ' ').trim().length > EXCERPT_LENGTH;

export function reviewExcerpt(body: string, length = EXCERPT_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A word longer than the excerpt's last third is cut in the middle rather than losing it all.
  const end = lastSpace > length * 0.66 ? lastSpace : cut.length;
  return `${cut.slice(0, end).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The Reply dialog starts from the shop's reply as it is now; blank when there is none. */
export const replyFormValues = (review: Pick<AdminReview, 'reply'>): ReviewReplyBody => ({
  reply: review.reply ?? '',
});

/** A review moved on under the moderator (another moderator, another tab): the screen reads it again. */
export const REVIEW_CHANGED = 'The review changed meanwhile. It has been reloaded: check it and try again.';
