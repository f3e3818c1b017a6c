import type { AdminReview } from '@shared/schemas/reviews';
import { Stars } from '@web/components/products/stars';
import { formatAdminDate } from '@web/admin-kit/admin-api';

/**
 * The whole review a dialog acts on, as its author wrote it: plain text, shown as text with its
 * paragraphs, never as HTML.
 */
export function ReviewSummary({ review }: { review: AdminReview }) {
  return (
    <figure className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} className="text-base" />
        <span className="font-semibold [overflow-wrap:anywhere]">{review.title}</span>
      </div>
      <blockquote className="max-h-48 overflow-y-auto [overflow-wrap:anywhere] whitespace-pre-line">
        {review.body}
      </blockquote>
      <figcaption className="text-muted-foreground">
        {review.author} on {review.productTitle}
        {review.variantOptions && ` (${review.variantOptions})`}, {formatAdminDate(review.createdAt)}
      </figcaption>
    </figure>
  );
}
