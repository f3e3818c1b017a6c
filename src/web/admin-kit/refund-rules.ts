import type { z } from 'zod';
import type { PaymentMethod } from '@shared/constants';
import { type Refund, type RefundBody, refundBodySchema } from '@shared/schemas/returns';
import { type ErrorWording, fieldProblems } from '@web/lib/error-message';

/*
 * A refund as the admin enters it, on an order or a return (docs/decisions/0022-returns-and-refunds.md):
 * a PayFast payment goes back through PayFast unless a bank reference says the shop paid it back
 * itself; an EFT payment is always paid back by the shop, so its bank reference is required.
 */

const enteredSchema = refundBodySchema.pick({ amountCents: true, reason: true, bankReference: true });

/** The server's words for a refund by bank transfer without its reference. */
export const BANK_REFERENCE_REQUIRED = 'Enter the bank reference of your transfer';

/** The shared schema's fields the form edits, with the bank reference required of an EFT payment. */
export const refundFormSchema = (method: PaymentMethod) =>
  enteredSchema.refine((refund) => method !== 'eft' || Boolean(refund.bankReference), {
    error: BANK_REFERENCE_REQUIRED,
    path: ['bankReference'],
  });

export type RefundFormValues = z.input<typeof enteredSchema>;
export type EnteredRefund = z.output<typeof enteredSchema>;
export type RefundField = keyof RefundFormValues;

/** The request: what was entered, the bank reference only when there is one. */
export function refundBody(
  { amountCents, reason, bankReference }: EnteredRefund,
  extra: { idempotencyKey: string; returnId?: string; cancel?: boolean },
): RefundBody {
  return {
    idempotencyKey: extra.idempotencyKey,
    amountCents,
    reason,
    ...(bankReference ? { bankReference } : {}),
    ...(extra.returnId ? { returnId: extra.returnId } : {}),
    ...(extra.cancel ? { cancel: true } : {}),
  };
}

/** What is left to give back of an order's total after its refunds. */
export const leftToRefund = (totalCents: number, refunds: readonly Pick<Refund, 'amountCents'>[]) =>
  Math.max(
    0,
    refunds.reduce((left, refund) => left - refund.amountCents, totalCents),
  );

/** How a refund was paid: through PayFast, or by the shop's bank transfer with its reference. */
export const refundMethodLabel = (refund: Pick<Refund, 'method' | 'reference'>) =>
  refund.method === 'payfast'
    ? 'PayFast'
    : `Bank transfer${refund.reference ? `, reference ${refund.reference}` : ''}`;

const FIELDS = new Set<string>(['amountCents', 'reason', 'bankReference']);

/** The server's problems with a refund on the form's fields (the amount too large, the reference missing). */
export const refundFieldProblems = (failure: unknown): Array<[RefundField, string]> =>
  fieldProblems(failure).filter((problem): problem is [RefundField, string] => FIELDS.has(problem[0]));

/** A return moved on under the admin (another admin, another tab): the screens read it again. */
export const RETURN_CHANGED = 'The return changed meanwhile. It has been reloaded: check it and try again.';

/** The refund screens' words for the codes whose server message would send the admin elsewhere. */
export const REFUND_WORDING: ErrorWording = {
  manual_refund_needed:
    'PayFast cannot refund this payment: pay the customer back by bank transfer, then enter its bank reference.',
  return_changed: RETURN_CHANGED,
  order_changed: 'The order changed meanwhile. It has been reloaded: check it and try again.',
};
