import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReviews, OwnReview } from '@shared/schemas/reviews';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';
import type { ReviewRequest } from '../review-form';
import { REVIEW_ERROR_WORDS } from '../review-words';

/**
 * An order's lines with their reviews, opened as the order is (the owner's session, or the guest's
 * key). A failure shows nothing: the order's page stands without them.
 */
export const orderReviewsQuery = (id: string, key: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.orders.reviews(id),
    queryFn: endpointQueryFn('getOrderReviews', { params: { id }, query: { key } }),
    retry: false,
  });

/** Whether the order's page has a Reviews part: the order was delivered, or a line has a review. */
export const hasReviews = (answer: OrderReviews | undefined): answer is OrderReviews =>
  answer !== undefined &&
  answer.lines.length > 0 &&
  (answer.delivered || answer.lines.some((line) => line.review !== null));

/** The order's reviews with a line's review as the server answered it: the line is reviewed. */
export const withReview = (answer: OrderReviews, lineId: string, review: OwnReview): OrderReviews => ({
  ...answer,
  lines: answer.lines.map((line) => (line.lineId === lineId ? { ...line, review, reviewable: false } : line)),
});

/**
 * Writes a line's review, or changes it (`editing`): the guest's key goes in the body. Whatever the
 * answer, the order's reviews are read again: a refusal (reviewed meanwhile, in another tab) means
 * the page was out of date.
 */
export function useSaveReview(orderId: string, key: string | undefined, lineId: string, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest): Promise<OwnReview> => {
      const input = { params: { id: orderId, lineId }, body: { ...body, key } };
      return editing ? httpTransport('editReview', input) : httpTransport('writeReview', input);
    },
    meta: {
      failure: titledFailure(editing ? 'Could not change your review' : 'Could not send your review', {
        wording: REVIEW_ERROR_WORDS,
      }),
    },
    // The line shows its review at once, then the answer is read again.
    onSuccess: (review) =>
      queryClient.setQueryData(
        queryKeys.orders.reviews(orderId),
        (answer: OrderReviews | undefined) => answer && withReview(answer, lineId, review),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.reviews(orderId) }),
  });
}
