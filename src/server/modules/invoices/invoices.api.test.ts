import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRand } from '../../../shared/money.js';
import type { AdminOrderDetail, OpenedOrder, PlacedOrder } from '../../../shared/schemas/checkout.js';
import type { SettingsAnswer } from '../../../shared/schemas/settings.js';
import { KEPT_BUSINESS, TYPED_BUSINESS } from '../../../shared/testing/example-business.js';
import { includedVatCents } from '../../../shared/vat.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertCoupon, insertProduct } from '../../testing/fixtures.js';
import { pdfText } from '../../testing/pdf-text.js';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.js';
import { createInvoicing } from './invoicing.js';
import { type Account, type TestApp, createTestApp, json, signUpAs } from '../../testing/test-app.js';

/**
 * Invoices (docs/decisions/0020-invoices.md): issued when a payment is recorded, downloaded by the
 * shopper and the admin as PDFs, attached to the payment's email; a tax invoice with its VAT once
 * the shop has a VAT number, an invoice that never mentions VAT without one.
 */
let sink: SmtpSink;
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(undefined, {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Shop <orders@shop.example>',
      PUBLIC_URL: 'https://shop.example',
    },
  });
  admin = await signUpAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const asAdmin = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, cookies: admin.cookies });

async function setBusiness(business: object | null) {
  const { settings, version } = json<SettingsAnswer>(await asAdmin('GET', '/api/admin/settings'));
  const res = await asAdmin('PUT', '/api/admin/settings', { settings: { ...settings, business }, version });
  expect(res.statusCode).toBe(200);
}

async function placeGuestOrder({ priceCents = 45_000, quantity = 1, extra = {} } = {}) {
  const product = await insertProduct(t.db, {
    title: `Linen Throw ${Math.random().toString(36).slice(2, 6)}`,
    priceCents,
    inventoryQuantity: 50,
  });
  const cookies = await cartWith(t, [{ productId: product, quantity }]);
  const res = await placeOrder(t, cookies, checkoutBody(extra));
  expect(res.statusCode).toBe(201);
  return json<PlacedOrder>(res);
}

const markPaid = async (orderId: string) =>
  expect((await asAdmin('PATCH', `/api/admin/orders/${orderId}`, { paymentStatus: 'paid' })).statusCode).toBe(
    200,
  );

const openOrder = async (id: string, key: string) =>
  json<OpenedOrder>(await t.app.inject({ method: 'GET', url: `/api/orders/${id}?key=${key}` }));

async function downloaded(id: string, key: string, documentId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}/documents/${documentId}?key=${key}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return { disposition: res.headers['content-disposition'], text: await pdfText(res.rawPayload) };
}

describe('an invoice for every paid order', () => {
  it('is issued when the payment is recorded, once, numbered in order, and lists as the order’s', async () => {
    const { order, accessKey } = await placeGuestOrder();
    expect((await openOrder(order.id, accessKey)).documents).toEqual([]);
    await markPaid(order.id);
    const [invoice, ...others] = (await openOrder(order.id, accessKey)).documents;
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ series: 'invoice', number: expect.stringMatching(/^INV-\d{6}$/) });

    // Marked unpaid and paid again, the order keeps its invoice.
    await asAdmin('PATCH', `/api/admin/orders/${order.id}`, { paymentStatus: 'pending' });
    await markPaid(order.id);
    expect((await openOrder(order.id, accessKey)).documents).toEqual([invoice]);

    const next = await placeGuestOrder();
    await markPaid(next.order.id);
    const [nextInvoice] = (await openOrder(next.order.id, next.accessKey)).documents;
    expect(Number(nextInvoice?.number.slice(4))).toBe(Number(invoice?.number.slice(4)) + 1);
  });

  it('without a VAT number is an Invoice that never mentions VAT', async () => {
    await setBusiness({ ...TYPED_BUSINESS, vatNumber: null });
    const { order, accessKey } = await placeGuestOrder();
    await markPaid(order.id);
    const [invoice] = (await openOrder(order.id, accessKey)).documents;
    expect(invoice?.title).toBe('Invoice');
    const { text, disposition } = await downloaded(order.id, accessKey, invoice!.id);
    expect(disposition).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    expect(text).toContain('Invoice');
    expect(text).toContain(invoice!.number);
    expect(text).toContain(KEPT_BUSINESS.legalName);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(formatRand(order.totalCents));
    expect(text).not.toMatch(/VAT|Tax/i);
  });

  it('with a VAT number is an abridged Tax Invoice to R5 000: VAT number, VAT per line and in total', async () => {
    await setBusiness(TYPED_BUSINESS);
    await insertCoupon(t.db, { code: 'INVOICE10' });
    const { order, accessKey } = await placeGuestOrder({
      priceCents: 45_000,
      quantity: 2,
      extra: { couponCode: 'INVOICE10', deliveryMethod: 'express' },
    });
    await markPaid(order.id);
    const [invoice] = (await openOrder(order.id, accessKey)).documents;
    expect(invoice?.title).toBe('Tax Invoice');
    const { text } = await downloaded(order.id, accessKey, invoice!.id);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`VAT number: ${KEPT_BUSINESS.vatNumber}`);
    expect(text).toContain(invoice!.number);
    expect(text).toContain('Coupon INVOICE10');
    expect(text).toContain('Express delivery');
    expect(text).toMatch(
      new RegExp(`VAT at 15 % included\\s+${formatRand(includedVatCents(order.totalCents, 1_500))}`),
    );
    expect(text).toContain('Prices include VAT at 15 %');
    // The lines' VAT: R900.00 of throws, less the coupon's R90.00, and the delivery.
    expect(text).toContain(formatRand(includedVatCents(90_000, 1_500)));
    expect(text).toContain(`-${formatRand(includedVatCents(9_000, 1_500))}`);
    // Abridged: not the buyer's name and address.
    expect(text).not.toContain(order.customerName);
    expect(text).not.toContain('Bill to');
  });

  it('above R5 000 is the full Tax Invoice, with the buyer’s name and address', async () => {
    await setBusiness(TYPED_BUSINESS);
    const { order, accessKey } = await placeGuestOrder({ priceCents: 260_000, quantity: 2 });
    await markPaid(order.id);
    const [invoice] = (await openOrder(order.id, accessKey)).documents;
    const { text } = await downloaded(order.id, accessKey, invoice!.id);
    expect(text).toContain('Bill to');
    expect(text).toContain(order.customerName);
    expect(text).toContain('22 Jan Smuts Avenue');
  });

  it('keeps the details and prices of the day it was issued', async () => {
    await setBusiness(TYPED_BUSINESS);
    const { order, accessKey } = await placeGuestOrder();
    await markPaid(order.id);
    const [invoice] = (await openOrder(order.id, accessKey)).documents;
    const before = await downloaded(order.id, accessKey, invoice!.id);
    await setBusiness({ ...TYPED_BUSINESS, legalName: 'Karoo Goods Holdings (Pty) Ltd', vatNumber: null });
    const after = await downloaded(order.id, accessKey, invoice!.id);
    expect(after.text).toBe(before.text);
    expect(after.text).toContain(KEPT_BUSINESS.legalName);
  });

  it('is the admin’s to download too, and nobody else’s', async () => {
    const { order, accessKey } = await placeGuestOrder();
    await markPaid(order.id);
    const detail = json<AdminOrderDetail>(await asAdmin('GET', `/api/admin/orders/${order.id}`));
    const [invoice] = detail.documents;
    const res = await asAdmin('GET', `/api/admin/orders/${order.id}/documents/${invoice!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(invoice!.number);

    const other = await placeGuestOrder();
    const shopper = await signUpAs(t);
    for (const [url, cookies] of [
      [`/api/orders/${order.id}/documents/${invoice!.id}`, {}],
      [`/api/orders/${order.id}/documents/${invoice!.id}?key=${other.accessKey}`, {}],
      [`/api/orders/${order.id}/documents/${invoice!.id}`, shopper.cookies],
      [`/api/orders/${other.order.id}/documents/${invoice!.id}?key=${other.accessKey}`, {}],
      [`/api/admin/orders/${order.id}/documents/${invoice!.id}`, shopper.cookies],
    ] as const) {
      const refused = await t.app.inject({ method: 'GET', url, cookies });
      expect([403, 404]).toContain(refused.statusCode);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/documents/nope?key=${accessKey}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('goes with the payment’s email as a PDF', async () => {
    await setBusiness(TYPED_BUSINESS);
    const { order, accessKey } = await placeGuestOrder();
    await markPaid(order.id);
    const [invoice] = (await openOrder(order.id, accessKey)).documents;
    await t.app.jobs.outbox!.runOnce();
    const mail = sink.received.find(
      (r) => r.mail.subject === `Payment received for order ${order.orderNumber}`,
    );
    expect(mail?.mail.text).toContain(`Your invoice, ${invoice!.number}, is attached`);
    const [attached, ...more] = mail?.mail.attachments ?? [];
    expect(more).toEqual([]);
    expect(attached).toMatchObject({ filename: `${invoice!.number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(attached!.content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice!.number);
  });
});

/** The last invoice number given. */
const lastInvoiceNumber = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('document_numbers')
        .select('last_number')
        .where('series', '=', 'invoice')
        .executeTakeFirstOrThrow()
    ).last_number,
  );

describe('invoice numbers', () => {
  it('20 payments at once: 20 invoices with consecutive numbers', async () => {
    const placed = await Promise.all(Array.from({ length: 20 }, () => placeGuestOrder()));
    const before = await lastInvoiceNumber();
    await Promise.all(placed.map(({ order }) => markPaid(order.id)));
    const numbers = await Promise.all(
      placed.map(async ({ order, accessKey }) =>
        Number((await openOrder(order.id, accessKey)).documents[0]!.number.slice(4)),
      ),
    );
    expect(numbers.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => before + n + 1));
    expect(await lastInvoiceNumber()).toBe(before + 20);
  });

  it('a number taken by a transaction that rolls back is given to the next invoice', async () => {
    const { order } = await placeGuestOrder();
    await markPaid(order.id);
    const before = await lastInvoiceNumber();
    // A payment whose transaction fails after its invoice was issued (its email could not be queued, say).
    const next = await placeGuestOrder();
    const invoicing = createInvoicing({
      settings: () => ({ business: null, tax: { vatRateBasisPoints: 1_500 } }),
    });
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        const issued = await invoicing.issueInvoice(trx, next.order.id, next.order, new Date());
        expect(issued.number).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await lastInvoiceNumber()).toBe(before);
    await markPaid(next.order.id);
    const [invoice] = (await openOrder(next.order.id, next.accessKey)).documents;
    expect(Number(invoice?.number.slice(4))).toBe(before + 1);
  });
});
