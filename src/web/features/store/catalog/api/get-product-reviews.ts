import { queryOptions } from '@tanstack/react-query';
import type { ReviewSort } from '@shared/reviews';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Which page of a product's reviews, in which order: both always named, so one address is one key. */
export interface ReviewsPageQuery {
  sort: ReviewSort;
  page: number;
}

/** A product's rating summary and one page of its published reviews. */
export const productReviewsQuery = (id: string, query: ReviewsPageQuery) =>
  queryOptions({
    queryKey: queryKeys.products.reviews(id, query),
    queryFn: endpointQueryFn('listProductReviews', { params: { id }, query }),
  });
