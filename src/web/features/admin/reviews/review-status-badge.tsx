import type { ReviewStatus } from '@shared/reviews';
import { Badge } from '@web/components/ui/badge';
import { REVIEW_STATUS_LABELS } from './review-rules';

/** Highlighted while the review waits for a moderator; rejected in red. */
const VARIANTS = {
  pending: 'default',
  published: 'secondary',
  rejected: 'destructive',
} as const satisfies Record<ReviewStatus, string>;

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={VARIANTS[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}
