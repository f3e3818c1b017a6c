import type { z } from 'zod';
import {
  type AdminReturn,
  RETURN_STATUSES,
  type ReturnStatus,
  type returnReceivedBodySchema,
} from '@shared/schemas/returns';

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  authorised: 'Authorised',
  received: 'Received',
  refunded: 'Refunded',
  declined: 'Declined',
};

export type ReturnTab = ReturnStatus | 'all';

/** The Returns screen's tabs: each status in the order a return moves through them, then all. */
export const RETURN_TABS: ReadonlyArray<{ value: ReturnTab; label: string }> = [
  ...RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
  { value: 'all', label: 'All' },
];

type ReturnedLine = Pick<AdminReturn['lines'][number], 'unitPriceCents' | 'quantity'>;

/** What the returned items cost the customer: each line's unit price times the quantity returned. */
export const returnedCents = (lines: readonly ReturnedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

/**
 * The refund a received return starts from: its items' price, no more than the order's payment can
 * still give back, and the return's number as the reason.
 */
export const returnRefundDefaults = (
  found: Pick<AdminReturn, 'number' | 'refundableCents'> & { lines: readonly ReturnedLine[] },
): { amountCents: number; reason: string } => ({
  amountCents: Math.max(0, Math.min(returnedCents(found.lines), found.refundableCents)),
  reason: `Return ${found.number}`,
});

export type ReceiveFormValues = z.input<typeof returnReceivedBodySchema>;

/** Mark received starts with every item going back into stock: a damaged one is unticked. */
export const receiveFormValues = (lines: ReadonlyArray<{ lineId: string }>): ReceiveFormValues => ({
  lines: lines.map(({ lineId }) => ({ lineId, restock: true })),
});
