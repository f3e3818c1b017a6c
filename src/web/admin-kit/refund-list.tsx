import type { Refund } from '@shared/schemas/returns';
import { formatAdminMoment, useAdminMoney } from './admin-api';
import { refundMethodLabel } from './refund-rules';

/** Refunds made: each one's amount, how it was paid, why, when, and the credit note it issued. */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  const money = useAdminMoney();
  if (refunds.length === 0) return <p className="text-sm text-muted-foreground">No refunds yet.</p>;
  return (
    <ul className="divide-y rounded-md border text-sm">
      {refunds.map((refund) => (
        <li key={refund.id} className="grid gap-1 px-3 py-2">
          <span className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">
              {money(refund.amountCents)} · {refundMethodLabel(refund)}
            </span>
            <time dateTime={refund.createdAt} className="text-muted-foreground">
              {formatAdminMoment(refund.createdAt)}
            </time>
          </span>
          <span className="text-muted-foreground">
            {refund.reason}
            {refund.creditNoteNumber && ` · Credit note ${refund.creditNoteNumber}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
