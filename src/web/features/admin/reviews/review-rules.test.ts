import { describe, expect, it } from 'vitest';
import {
  adminReviewsQuerySchema,
  rejectReviewBodySchema,
  reviewReplyBodySchema,
} from '@shared/schemas/reviews';
import { REVIEW_STATUSES } from '@shared/reviews';
import { queryKeys } from '@web/lib/query-keys';
import {
  EMPTY_TAB,
  EXCERPT_LENGTH,
  REVIEW_TABS,
  isLongReview,
  mayApprove,
  mayReject,
  replyFormValues,
  reviewExcerpt,
  reviewListQuery,
  reviewTab,
  tabStatus,
} from './review-rules';

describe('the Reviews screen', () => {
  it('has a tab per status, those waiting for a moderator first', () => {
    expect(REVIEW_TABS.map((tab) => tab.label)).toEqual(['Pending', 'Published', 'Rejected']);
    expect(REVIEW_TABS.map((tab) => tab.value)).toEqual([...REVIEW_STATUSES]);
    expect(Object.keys(EMPTY_TAB).sort()).toEqual([...REVIEW_STATUSES].sort());
  });

  it('opens on Pending, asking the server for it, with Pending left out of the address', () => {
    expect(reviewTab({})).toBe('pending');
    expect(reviewListQuery({})).toEqual({ status: 'pending' });
    expect(reviewListQuery({ q: 'kettlebell', page: 2 })).toEqual({
      q: 'kettlebell',
      page: 2,
      status: 'pending',
    });
    expect(reviewListQuery({ status: 'rejected' })).toEqual({ status: 'rejected' });
    expect(tabStatus('pending')).toBeUndefined();
    expect(tabStatus('published')).toBe('published');
    // What it asks for is what the endpoint takes.
    expect(adminReviewsQuerySchema.parse(reviewListQuery({}))).toEqual({ status: 'pending' });
  });

  it('keys every page under the prefix each moderation step refreshes', () => {
    const key = queryKeys.admin.reviewList(reviewListQuery({}));
    expect(queryKeys.admin.reviews.every((part, i) => key[i] === part)).toBe(true);
  });
});

describe("a review's actions", () => {
  it('publishes a pending or rejected review, and rejects a pending or published one', () => {
    expect(REVIEW_STATUSES.filter(mayApprove)).toEqual(['pending', 'rejected']);
    expect(REVIEW_STATUSES.filter(mayReject)).toEqual(['pending', 'published']);
  });

  it('needs a reason to reject, as the server does', () => {
    const seenVersion = 3;
    expect(rejectReviewBodySchema.safeParse({ reason: '   ', seenVersion }).success).toBe(false);
    expect(rejectReviewBodySchema.parse({ reason: ' Names a staff member \n', seenVersion })).toEqual({
      reason: 'Names a staff member',
      seenVersion,
    });
  });

  it("starts the reply from the shop's current one, and saves a blank reply as none", () => {
    expect(replyFormValues({ reply: null })).toEqual({ reply: '' });
    expect(replyFormValues({ reply: 'Thank you, Thandi!' })).toEqual({ reply: 'Thank you, Thandi!' });
    expect(reviewReplyBodySchema.parse(replyFormValues({ reply: null }))).toEqual({ reply: null });
    expect(reviewReplyBodySchema.parse({ reply: '  Glad it fits.  ' })).toEqual({ reply: 'Glad it fits.' });
  });
});

describe("a row's excerpt of the review", () => {
  it('shows a short text whole, its paragraphs run together', () => {
    expect(reviewExcerpt('Lovely mug.\n\nKeeps coffee hot.  ')).toBe('Lovely mug. Keeps coffee hot.');
    expect(isLongReview('Lovely mug.\n\nKeeps coffee hot.  ')).toBe(false);
    expect(isLongReview('word '.repeat(EXCERPT_LENGTH))).toBe(true);
  });

  it('cuts a long text at the end of a word, with an ellipsis, within the length', () => {
    const body = 'The yoga mat grips well on a wooden floor and does not smell. '.repeat(5);
    const excerpt = reviewExcerpt(body);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(body.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.at(-2)).not.toBe(' ');
    expect(body.charAt(excerpt.length - 1)).toMatch(/[\s.]/);
  });

  it('cuts one very long word in the middle rather than showing nothing', () => {
    const excerpt = reviewExcerpt('a'.repeat(500), 20);
    expect(excerpt).toBe(`${'a'.repeat(19)}…`);
  });

  it('keeps markup as the text it is: the screen shows it as text', () => {
    expect(reviewExcerpt('<b>Great</b> <script>alert(1)</script>')).toBe(
      '<b>Great</b> <script>alert(1)</script>',
    );
  });
});
