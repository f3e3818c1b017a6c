/**
 * Invoices and credit notes (docs/decisions/0020-invoices.md). The orders module issues them in the
 * transactions of payments and refunds; this module is the only one that reads or writes them.
 */
export { type InvoiceSettings, documentNumber } from './invoice-document.js';
export { type Invoicing, createInvoicing } from './invoicing.js';
