import { useQuery } from '@tanstack/react-query';
import { BadgeCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { REVIEW_SORTS, REVIEW_SORT_LABELS } from '@shared/reviews';
import type {
  ProductReviews as ProductReviewsAnswer,
  PublishedReview,
  RatingSummary,
} from '@shared/schemas/reviews';
import { Stars } from '@web/components/products/stars';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { productReviewsQuery } from './api/get-product-reviews';
import { REVIEWS_ANCHOR, readReviewAddress, reviewAddress } from './review-address';
import { shopDay } from '@shared/shop-time';
import { reviewCountWords, starBars } from './review-words';

/** The reviews the page is going to next (another order or page): the list waits for them, dimmed. */
function useReviewsLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

function Summary({ summary }: { summary: RatingSummary }) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold" aria-hidden>
          {summary.average.toFixed(1)}
        </p>
        <div className="space-y-1">
          <Stars rating={summary.average} className="text-xl" />
          <p className="text-sm text-muted-foreground">Based on {reviewCountWords(summary.count)}</p>
        </div>
      </div>
      <ul aria-label="Reviews by rating" className="space-y-1.5 text-sm">
        {starBars(summary).map((bar) => (
          <li key={bar.stars} className="grid grid-cols-[3.75rem_1fr_2.5rem] items-center gap-2">
            <span>
              {bar.stars} {bar.stars === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden className="block h-2 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${bar.percent}%` }} />
            </span>
            <span className="text-right tabular-nums">
              <span className="sr-only">: </span>
              {bar.count}
              <span className="sr-only"> {bar.count === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Review({ review }: { review: PublishedReview }) {
  const titleId = `review-${review.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 id={titleId} className="font-semibold break-words">
          {review.title}
        </h3>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{review.author}</span>
        <span className="inline-flex items-center gap-1 font-medium text-primary">
          <BadgeCheckIcon aria-hidden className="size-4" />
          Verified purchase
        </span>
        {review.variantOptions && <span>{review.variantOptions}</span>}
        <time dateTime={review.publishedAt}>{shopDay(review.publishedAt)}</time>
      </p>
      {/* Plain text, as the buyer wrote it: never HTML. */}
      <p className="break-words whitespace-pre-line">{review.body}</p>
      {review.reply && (
        <div className="mt-3 space-y-1 rounded-md border-l-4 border-primary/40 bg-muted p-4 text-sm">
          <p className="font-medium">
            Reply from {STORE_NAME}
            <span className="font-normal text-muted-foreground">
              {' · '}
              <time dateTime={review.reply.at}>{shopDay(review.reply.at)}</time>
            </span>
          </p>
          <p className="break-words whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
    </article>
  );
}

const pageLink = buttonVariants({ variant: 'outline', size: 'sm' });

/** Order and pages are links to the page's address (they work without JavaScript); with it, the router follows them. */
function ReviewList({ data, search }: { data: ProductReviewsAnswer; search: URLSearchParams }) {
  const { sort, page, pageCount, reviews } = data;
  const loading = useReviewsLoading();
  return (
    <div className="min-w-0 space-y-6">
      <nav aria-label="Sort reviews" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Sort by</span>
        <ul className="flex flex-wrap gap-2">
          {REVIEW_SORTS.map((option) => (
            <li key={option}>
              <Link
                to={reviewAddress(search, { sort: option, page: 1 })}
                aria-current={option === sort ? 'true' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  option === sort
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-background hover:bg-accent',
                )}
              >
                {REVIEW_SORT_LABELS[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.length > 0 ? (
        <ul
          aria-label="Reviews"
          aria-busy={loading || undefined}
          className={cn('divide-y transition-opacity', loading && 'opacity-60')}
        >
          {reviews.map((review) => (
            <li key={review.id} className="py-6 first:pt-0">
              <Review review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          This page has no reviews.{' '}
          <Link to={reviewAddress(search, { sort, page: 1 })} className="text-primary underline">
            Show the first page
          </Link>
        </p>
      )}
      {pageCount > 1 && reviews.length > 0 && (
        <nav aria-label="Review pages" className="flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link to={reviewAddress(search, { sort, page: page - 1 })} rel="prev" className={pageLink}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <p>
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <Link to={reviewAddress(search, { sort, page: page + 1 })} rel="next" className={pageLink}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

/**
 * The product page's Customer Reviews: the rating summary and a page of the published reviews with
 * the shop's replies, in the order and at the page the address names (the loader read them first,
 * so the first HTML holds them).
 */
export function ProductReviews({ productId }: { productId: string }) {
  const [search] = useSearchParams();
  const shown = readReviewAddress(search);
  const { data, isError } = useQuery(productReviewsQuery(productId, shown));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const at = `${shown.sort}/${shown.page}`;
  const firstAt = useRef(at);
  // Another page of reviews replaced the list: if the link followed went with it, focus goes to the
  // section's heading rather than the top of the document.
  useEffect(() => {
    if (at === firstAt.current) return;
    firstAt.current = at;
    if (!sectionRef.current?.contains(document.activeElement))
      headingRef.current?.focus({ preventScroll: true });
  }, [at]);

  return (
    <section
      ref={sectionRef}
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      className="mt-16 scroll-mt-24 space-y-6 border-t pt-10"
    >
      <h2 id="reviews-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Customer Reviews
      </h2>
      {!data ? (
        <p className="text-muted-foreground">
          {isError ? 'Reviews could not be loaded.' : 'Loading reviews...'}
        </p>
      ) : data.summary.count === 0 ? (
        <p className="text-muted-foreground">
          No reviews yet. Customers who bought this product can review it once it has been delivered.
        </p>
      ) : (
        <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
          <Summary summary={data.summary} />
          <ReviewList data={data} search={search} />
        </div>
      )}
    </section>
  );
}
