import type { Refund } from '../../../shared/schemas/returns.js';
import type { Executor } from '../../db/database.js';
import type { Invoicing } from '../invoices/index.js';
import * as refundRepository from './refund-repository.js';

/** An order's refunds made (not one PayFast is still asked for), with their credit notes' numbers. */
export async function completedRefunds(
  db: Executor,
  invoicing: Invoicing,
  orderId: string,
): Promise<Array<Refund & { returnId: string | null }>> {
  const [refunds, documents] = await Promise.all([
    refundRepository.ofOrder(db, orderId),
    invoicing.documents(db, orderId),
  ]);
  const numbers = new Map(documents.map((document) => [document.id, document.number]));
  return refunds
    .filter((refund) => refund.status === 'completed')
    .map((refund) => ({
      id: refund.id,
      returnId: refund.return_id,
      amountCents: Number(refund.amount_cents),
      method: refund.method,
      reference: refund.reference,
      reason: refund.reason,
      createdAt: new Date(refund.created_at).toISOString(),
      creditNoteNumber: refund.credit_note_id === null ? null : (numbers.get(refund.credit_note_id) ?? null),
    }));
}

/** What the refunds of each return gave back. */
export function refundedByReturn(refunds: ReadonlyArray<{ returnId: string | null; amountCents: number }>) {
  const by = new Map<string, number>();
  for (const { returnId, amountCents } of refunds) {
    if (returnId) by.set(returnId, (by.get(returnId) ?? 0) + amountCents);
  }
  return by;
}
