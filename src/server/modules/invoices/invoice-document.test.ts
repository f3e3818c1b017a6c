import { describe, expect, it } from 'vitest';
import { KEPT_BUSINESS } from '../../../shared/testing/example-business.js';
import { checkoutBody } from '../../testing/checkout-body.js';
import {
  type InvoicedOrder,
  creditNoteDocument,
  documentNumber,
  invoiceDocument,
} from './invoice-document.js';

const line = (title: string, unitPriceCents: number, quantity: number, variantOptions = '') => ({
  productId: null,
  sku: title,
  variantOptions,
  title,
  basePriceCents: unitPriceCents,
  unitPriceCents,
  quantity,
  lineTotalCents: unitPriceCents * quantity,
});

const order = (lines: InvoicedOrder['lines'], discountCents = 0): InvoicedOrder => {
  const shippingCents = 9_999;
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  return {
    orderNumber: 'ORD-TEST01',
    customerName: 'Thandi Nkosi',
    shippingAddress: checkoutBody().shippingAddress,
    lines,
    discountCents,
    couponCode: discountCents > 0 ? 'SAVE10' : null,
    shippingCents,
    deliveryMethod: 'standard',
    totalCents: subtotal - discountCents + shippingCents,
  };
};

const VAT = { business: KEPT_BUSINESS, tax: { vatRateBasisPoints: 1_500 } };
const AT = new Date('2026-11-27T10:00:00.000Z');

describe('an invoice as issued', () => {
  it('without a VAT number: an Invoice with no VAT anywhere', () => {
    const document = invoiceDocument(
      order([line('Throw', 45_000, 2)]),
      { business: { ...KEPT_BUSINESS, vatNumber: null }, tax: { vatRateBasisPoints: 1_500 } },
      7,
      AT,
    );
    expect(document).toMatchObject({
      title: 'Invoice',
      number: 'INV-000007',
      vatRateBasisPoints: null,
      vatCents: null,
    });
    expect(document.lines.every((l) => l.vatCents === null)).toBe(true);
    expect(document.seller.vatNumber).toBeNull();
  });

  it('with one, to R5 000: an abridged Tax Invoice whose lines’ VAT adds up to the total’s', () => {
    const document = invoiceDocument(
      order([line('Belt', 33_333, 3, 'Size: M'), line('Mat', 12_345, 1)], 5_000),
      VAT,
      8,
      AT,
    );
    expect(document.title).toBe('Tax Invoice');
    expect(document.buyer).toBeNull();
    expect(document.lines.map((l) => l.description)).toEqual([
      'Belt (Size: M)',
      'Mat',
      'Coupon SAVE10',
      'Standard delivery',
    ]);
    expect(document.lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(document.totalCents);
    expect(document.lines.reduce((sum, l) => sum + (l.vatCents ?? 0), 0)).toBe(document.vatCents);
    expect(document.vatCents).toBe(Math.round((document.totalCents * 15) / 115));
  });

  it('above R5 000: the full Tax Invoice, with the buyer’s name and address; R5 000 exactly is abridged', () => {
    const above = invoiceDocument(order([line('Rack', 490_002, 1)]), VAT, 9, AT);
    expect(above.totalCents).toBe(500_001);
    expect(above.buyer).toEqual({
      name: 'Thandi Nkosi',
      address: '22 Jan Smuts Avenue, Parktown North, Johannesburg, Gauteng, 2193',
    });
    expect(invoiceDocument(order([line('Rack', 490_001, 1)]), VAT, 10, AT).buyer).toBeNull();
  });

  it('without the business’s details: the shop’s name, and no VAT', () => {
    const document = invoiceDocument(order([line('Throw', 45_000, 1)]), { ...VAT, business: null }, 11, AT);
    expect(document.seller).toMatchObject({ name: 'Lekker Living', vatNumber: null, address: null });
    expect(document.title).toBe('Invoice');
  });
});

describe('a credit note', () => {
  it('names its invoice and reason, and shows VAT as its invoice did', () => {
    const invoice = invoiceDocument(order([line('Throw', 45_000, 2)]), VAT, 12, AT);
    const note = creditNoteDocument(
      invoice,
      { amountCents: 45_000, reason: 'Wrong size', items: ['Throw × 1'] },
      3,
      AT,
    );
    expect(note).toMatchObject({
      series: 'credit_note',
      number: 'CN-000003',
      title: 'Tax Credit Note',
      totalCents: 45_000,
      vatCents: 5_870,
      credits: { invoiceNumber: 'INV-000012', reason: 'Wrong size' },
    });
    expect(note.lines).toEqual([
      {
        description: 'Refund: Throw × 1',
        quantity: 1,
        unitPriceCents: 45_000,
        totalCents: 45_000,
        vatCents: 5_870,
      },
    ]);
    expect(documentNumber('credit_note', 1_234_567)).toBe('CN-1234567');
  });
});
