import { z } from 'zod';
import { idSchema } from './common.js';

/**
 * An invoice or a credit note as issued (docs/decisions/0020-invoices.md): everything the document
 * shows, fixed on the day it was issued, so it never changes when the shop's details or prices do.
 * Money in integer cents; VAT only when the shop was registered for it.
 */

export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/** A credit note's amounts are what it gives back, positive like an invoice's. */
export const documentLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  /** The VAT included in the line's total; null when the document shows no VAT. */
  vatCents: z.number().int().nullable(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const invoiceDocumentSchema = z.object({
  series: z.enum(DOCUMENT_SERIES),
  /** 'INV-000042', 'CN-000007'. */
  number: z.string(),
  /** 'Tax Invoice', 'Invoice', 'Tax Credit Note' or 'Credit Note'. */
  title: z.string(),
  issuedAt: z.string(),
  orderNumber: z.string(),
  seller: z.object({
    name: z.string(),
    /** The legal name, when the business's details are filled in and it differs from the trading name. */
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    vatNumber: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The buyer's name and address: on a full tax invoice (above R5 000) only, as the VAT Act asks. */
  buyer: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** In basis points; null when the document shows no VAT. */
  vatRateBasisPoints: z.number().int().nullable(),
  lines: z.array(documentLineSchema),
  totalCents: z.number().int(),
  vatCents: z.number().int().nullable(),
  /** A credit note's invoice and why it was issued. */
  credits: z.object({ invoiceNumber: z.string(), reason: z.string() }).nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** A document as an order lists it: to download. */
export const orderDocumentSchema = z.object({
  id: z.string(),
  series: z.enum(DOCUMENT_SERIES),
  number: z.string(),
  title: z.string(),
  issuedAt: z.string(),
  totalCents: z.number().int(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** One of an order's documents, by the order's id and its own. */
export const orderDocumentParamsSchema = z.strictObject({ id: idSchema, documentId: idSchema });
