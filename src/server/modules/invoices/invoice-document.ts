import { DELIVERY_OPTIONS, STORE_NAME } from '../../../shared/constants.js';
import type { DocumentLine, InvoiceDocument } from '../../../shared/schemas/invoices.js';
import type { OrderDetail } from '../../../shared/schemas/checkout.js';
import type { BusinessDetails, TaxSettings } from '../../../shared/schemas/settings.js';
import { apportionVat } from '../../../shared/vat.js';

/**
 * The documents as issued (docs/decisions/0020-invoices.md): what each shows, made from the order
 * and the shop's settings of the moment it is issued.
 */

/** Above this total a tax invoice is the full one, with the buyer's name and address (VAT Act s20(4)). */
export const FULL_TAX_INVOICE_ABOVE_CENTS = 500_000;

export const DOCUMENT_PREFIX = { invoice: 'INV', credit_note: 'CN' } as const;

/** 'INV-000042': the series' prefix and its serial number. */
export const documentNumber = (series: keyof typeof DOCUMENT_PREFIX, serial: number) =>
  `${DOCUMENT_PREFIX[series]}-${String(serial).padStart(6, '0')}`;

/** What the documents read of the shop's settings. */
export interface InvoiceSettings {
  business: BusinessDetails | null;
  tax: TaxSettings;
}

/** The order's part of an invoice: what was bought, and by whom. */
export type InvoicedOrder = Pick<
  OrderDetail,
  | 'orderNumber'
  | 'customerName'
  | 'shippingAddress'
  | 'lines'
  | 'discountCents'
  | 'couponCode'
  | 'shippingCents'
  | 'deliveryMethod'
  | 'totalCents'
>;

/** A registered vendor's VAT rate; null for a shop with no VAT number, whose documents never mention VAT. */
export const vatRateOf = ({ business, tax }: InvoiceSettings): number | null =>
  business?.vatNumber ? tax.vatRateBasisPoints : null;

function sellerOf({ business }: InvoiceSettings): InvoiceDocument['seller'] {
  if (!business) {
    return {
      name: STORE_NAME,
      legalName: null,
      address: null,
      registrationNumber: null,
      vatNumber: null,
      phone: null,
      email: null,
    };
  }
  return {
    name: business.tradingName,
    legalName: business.legalName === business.tradingName ? null : business.legalName,
    address: business.physicalAddress,
    registrationNumber: business.registrationNumber,
    vatNumber: business.vatNumber,
    phone: business.phone,
    email: business.email,
  };
}

/** The lines with the VAT each includes, shared so that they add up to the VAT of the total. */
function withVat(
  lines: Omit<DocumentLine, 'vatCents'>[],
  rate: number | null,
): { lines: DocumentLine[]; vatCents: number | null } {
  if (rate === null) return { lines: lines.map((line) => ({ ...line, vatCents: null })), vatCents: null };
  const vat = apportionVat(
    lines.map((line) => line.totalCents),
    rate,
  );
  return {
    lines: lines.map((line, index) => ({ ...line, vatCents: vat.lines[index] ?? 0 })),
    vatCents: vat.totalCents,
  };
}

const addressWords = ({ street, suburb, city, province, postalCode }: InvoicedOrder['shippingAddress']) =>
  [street, suburb, city, province, postalCode].filter((part) => part.trim() !== '').join(', ');

/** An order's invoice: a tax invoice (full above R5 000, abridged below) when the shop is registered for VAT. */
export function invoiceDocument(
  order: InvoicedOrder,
  settings: InvoiceSettings,
  serial: number,
  issuedAt: Date,
): InvoiceDocument {
  const rate = vatRateOf(settings);
  const { lines, vatCents } = withVat(
    [
      ...order.lines.map((line) => ({
        description: line.variantOptions ? `${line.title} (${line.variantOptions})` : line.title,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.lineTotalCents,
      })),
      ...(order.discountCents > 0
        ? [
            {
              description: order.couponCode ? `Coupon ${order.couponCode}` : 'Discount',
              quantity: 1,
              unitPriceCents: -order.discountCents,
              totalCents: -order.discountCents,
            },
          ]
        : []),
      {
        description: DELIVERY_OPTIONS[order.deliveryMethod].name,
        quantity: 1,
        unitPriceCents: order.shippingCents,
        totalCents: order.shippingCents,
      },
    ],
    rate,
  );
  const full = rate !== null && order.totalCents > FULL_TAX_INVOICE_ABOVE_CENTS;
  return {
    series: 'invoice',
    number: documentNumber('invoice', serial),
    title: rate === null ? 'Invoice' : 'Tax Invoice',
    issuedAt: issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    seller: sellerOf(settings),
    buyer: full ? { name: order.customerName, address: addressWords(order.shippingAddress) } : null,
    vatRateBasisPoints: rate,
    lines,
    totalCents: order.totalCents,
    vatCents,
    credits: null,
  };
}

/**
 * A credit note for a refund: the amount given back, naming the invoice it corrects and why. It
 * shows VAT as the invoice did (a registered vendor's credit note reduces the VAT it declared).
 */
export function creditNoteDocument(
  invoice: InvoiceDocument,
  refund: { amountCents: number; reason: string; items: string[] },
  serial: number,
  issuedAt: Date,
): InvoiceDocument {
  const rate = invoice.vatRateBasisPoints;
  const { lines, vatCents } = withVat(
    [
      {
        description: refund.items.length > 0 ? `Refund: ${refund.items.join('; ')}` : 'Refund',
        quantity: 1,
        unitPriceCents: refund.amountCents,
        totalCents: refund.amountCents,
      },
    ],
    rate,
  );
  return {
    series: 'credit_note',
    number: documentNumber('credit_note', serial),
    title: rate === null ? 'Credit Note' : 'Tax Credit Note',
    issuedAt: issuedAt.toISOString(),
    orderNumber: invoice.orderNumber,
    seller: invoice.seller,
    buyer: invoice.buyer,
    vatRateBasisPoints: rate,
    lines,
    totalCents: refund.amountCents,
    vatCents,
    credits: { invoiceNumber: invoice.number, reason: refund.reason },
  };
}
