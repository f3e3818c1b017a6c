import type { Trx } from '../../db/database.js';
import type { Invoicing } from '../invoices/index.js';
import type { OrderMail } from './order-mail.js';
import { orderDetail } from './order-reads.js';

export interface PaymentReceivedOptions {
  mail: OrderMail;
  invoicing: Invoicing;
}

/**
 * What follows a payment received, in the transaction that records it, however it came (PayFast's
 * notification, the admin marking an EFT paid): the order's invoice, numbered in that transaction
 * (docs/decisions/0020-invoices.md), and the email that carries it.
 */
export function createPaymentReceived({ mail, invoicing }: PaymentReceivedOptions) {
  return async (trx: Trx, orderId: string, at: Date, requestOrigin?: string): Promise<void> => {
    const found = await orderDetail(trx, orderId);
    if (!found) return;
    const invoice = await invoicing.issueInvoice(trx, orderId, found.order, at);
    await mail.queueFor(trx, 'payment_received', found, at, requestOrigin, invoice);
  };
}

export type PaymentReceived = ReturnType<typeof createPaymentReceived>;
