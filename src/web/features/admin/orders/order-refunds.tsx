import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shared/schemas/checkout';
import { RefundForm } from '@web/admin-kit/refund-form';
import { RefundList } from '@web/admin-kit/refund-list';
import { leftToRefund } from '@web/admin-kit/refund-rules';
import { orderRefundsQuery } from '@web/admin-kit/refunds-api';
import { Spinner } from '@web/components/ui/spinner';
import { isRefundable } from './order-form';

/**
 * The order's refunds with their credit notes and, while its payment can give more back, the Refund
 * form; a paid order is cancelled there too, by Refund and cancel (docs/decisions/0022-returns-and-refunds.md).
 */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const refunds = useQuery(orderRefundsQuery(order.id));
  const refundable = isRefundable(order.paymentStatus);
  if (!refundable && order.paymentStatus !== 'refunded') return null;
  const left = refunds.data && leftToRefund(order.totalCents, refunds.data.refunds);
  return (
    <section aria-labelledby="order-refunds-heading" className="space-y-3">
      <h3 id="order-refunds-heading" className="text-sm font-medium text-muted-foreground">
        Refunds
      </h3>
      {refunds.data ? <RefundList refunds={refunds.data.refunds} /> : <Spinner className="py-4!" />}
      {refundable && left !== undefined && left > 0 && (
        <RefundForm
          orderId={order.id}
          paymentMethod={order.paymentMethod}
          leftCents={left}
          cancellable={order.status !== 'cancelled'}
        />
      )}
    </section>
  );
}
