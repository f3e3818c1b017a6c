import type { ReturnStatus } from '@shared/schemas/returns';
import { Badge } from '@web/components/ui/badge';
import { RETURN_STATUS_LABELS } from './return-rules';

/** Highlighted while the return waits on the shop (to decide, to refund); declined in red. */
const VARIANTS = {
  requested: 'default',
  authorised: 'outline',
  received: 'default',
  refunded: 'secondary',
  declined: 'destructive',
} as const satisfies Record<ReturnStatus, string>;

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge variant={VARIANTS[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
