import { type OrderStatus, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { capitalise } from '@web/lib/utils';

/**
 * docs/specification.md §4: pending and delivered default, processing secondary, shipped outline, cancelled
 * destructive.
 */
const STATUS_VARIANTS = {
  pending: 'default',
  processing: 'secondary',
  shipped: 'outline',
  delivered: 'default',
  cancelled: 'destructive',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{capitalise(status)}</Badge>;
}

/** docs/specification.md §4: the payment badge is highlighted when paid. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={status === 'paid' ? 'default' : 'outline'}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
