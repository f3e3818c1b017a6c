import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminReviewsQuery,
  AdminReview,
  rejectReviewBodySchema,
  reviewReplyBodySchema,
} from '@shared/schemas/reviews';
import { adminQueryNotices, useAdminMutation } from '@web/admin-kit/admin-api';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { REVIEW_CHANGED } from './review-rules';

/** One page of the Reviews screen, with the tabs' counts; the page shown stays while the next loads. */
export const adminReviewsQuery = (query: AdminReviewsQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.reviewList(query),
    queryFn: endpointQueryFn('listAdminReviews', { query }),
    meta: adminQueryNotices,
    placeholderData: keepPreviousData,
  });

/**
 * A moderation step moved the review: every page of the screen (its tabs' counts too), and the
 * storefront's products, whose ratings and published reviews it may change.
 */
const REVIEW_KEYS = [queryKeys.admin.reviews, queryKeys.products.all];
const wording = { review_changed: REVIEW_CHANGED };

/** Publish a pending or rejected review as the row shows it: the product's rating counts it. */
export const useApproveReview = () =>
  useAdminMutation({
    mutationFn: (review: AdminReview) =>
      httpTransport('approveReview', {
        params: { id: review.id },
        body: { seenVersion: review.version },
      }),
    invalidates: REVIEW_KEYS,
    success: () => 'Review published',
    wording,
  });

/** Reject a review with the reason its author is emailed. */
export const useRejectReview = () =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: z.output<typeof rejectReviewBodySchema> }) =>
      httpTransport('rejectReview', { params: { id }, body }),
    invalidates: REVIEW_KEYS,
    success: () => 'Review rejected: the author has been emailed',
    wording,
  });

/** The shop's public reply under a review, as the form reads it: none (left blank) removes it. */
export const useReplyToReview = () =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: z.output<typeof reviewReplyBodySchema> }) =>
      httpTransport('replyToReview', { params: { id }, body: { reply: body.reply ?? '' } }),
    invalidates: REVIEW_KEYS,
    success: ({ body }) => (body.reply === null ? 'Reply removed' : 'Reply saved'),
    wording,
  });

/** Deletes a review for good. */
export const useDeleteReview = () =>
  useAdminMutation({
    mutationFn: (id: string) => httpTransport('deleteReview', { params: { id } }),
    invalidates: REVIEW_KEYS,
    success: () => 'Review deleted',
    wording,
  });
