import { randomUUID } from 'node:crypto';
import {
  type InvoiceDocument,
  type OrderDocument,
  invoiceDocumentSchema,
} from '../../../shared/schemas/invoices.js';
import type { Executor, Trx } from '../../db/database.js';
import type { EmailMessage } from '../email/index.js';
import {
  type InvoiceSettings,
  type InvoicedOrder,
  creditNoteDocument,
  invoiceDocument,
} from './invoice-document.js';
import { invoicePdf } from './invoice-pdf.js';
import * as invoiceRepository from './invoice-repository.js';

export interface InvoicingOptions {
  /** The business's details and VAT rate now (the shop's settings). */
  settings: () => InvoiceSettings;
}

const documentOf = (row: invoiceRepository.InvoiceRow): InvoiceDocument =>
  invoiceDocumentSchema.parse(JSON.parse(row.document));

const listed = (row: invoiceRepository.InvoiceRow): OrderDocument => {
  const document = documentOf(row);
  return {
    id: row.id,
    series: row.series,
    number: document.number,
    title: document.title,
    issuedAt: document.issuedAt,
    totalCents: document.totalCents,
  };
};

/** One of an order's documents as a PDF with its file name; null when the order has no such document. */
async function pdf(db: Executor, orderId: string, id: string) {
  const row = await invoiceRepository.find(db, orderId, id);
  if (!row) return null;
  const document = documentOf(row);
  return { fileName: `${document.number}.pdf`, bytes: await invoicePdf(document) };
}

/**
 * Invoices and credit notes (docs/decisions/0020-invoices.md): issued in the transaction of the
 * payment or refund they record, numbered without gaps, kept as issued and drawn as PDFs on request.
 */
export function createInvoicing({ settings }: InvoicingOptions) {
  async function store(trx: Trx, orderId: string, document: InvoiceDocument, creditsId: string | null) {
    const id = randomUUID();
    await invoiceRepository.insert(trx, {
      id,
      series: document.series,
      number: Number(document.number.split('-')[1]),
      order_id: orderId,
      credits_invoice_id: creditsId,
      issued_at: document.issuedAt,
      total_cents: document.totalCents,
      vat_cents: document.vatCents,
      document: JSON.stringify(document),
    });
    return { id, number: document.number };
  }

  return {
    /**
     * The paid order's invoice, in the payment's transaction; an order paid again (the admin marked it
     * unpaid, then paid) keeps the invoice it has.
     */
    async issueInvoice(trx: Trx, orderId: string, order: InvoicedOrder, at: Date) {
      const issued = await invoiceRepository.invoiceOf(trx, orderId);
      if (issued) return { id: issued.id, number: documentOf(issued).number };
      const serial = await invoiceRepository.nextNumber(trx, 'invoice');
      return store(trx, orderId, invoiceDocument(order, settings(), serial, at), null);
    },

    /** A credit note for a refund of the order's invoice, in the refund's transaction. */
    async issueCreditNote(
      trx: Trx,
      orderId: string,
      refund: { amountCents: number; reason: string; items: string[] },
      at: Date,
    ) {
      const invoice = await invoiceRepository.invoiceOf(trx, orderId);
      if (!invoice) return null;
      const serial = await invoiceRepository.nextNumber(trx, 'credit_note');
      return store(trx, orderId, creditNoteDocument(documentOf(invoice), refund, serial, at), invoice.id);
    },

    /** An order's documents, to list on its page. */
    documents: async (db: Executor, orderId: string) =>
      (await invoiceRepository.forOrder(db, orderId)).map(listed),

    /**
     * The document an email carries, as its attachment: a payment's invoice, a refund's credit note,
     * drawn as issued when the email is sent.
     */
    async attachmentsOf(db: Executor, message: EmailMessage) {
      const document =
        message.kind === 'payment_received'
          ? message.data.invoice
          : message.kind === 'refund_issued'
            ? message.data.creditNote
            : null;
      const file = document ? await pdf(db, document.orderId, document.id) : null;
      return file ? [{ filename: file.fileName, content: file.bytes, contentType: 'application/pdf' }] : [];
    },

    pdf,
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
