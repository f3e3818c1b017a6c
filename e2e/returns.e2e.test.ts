import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRand } from '../src/shared/money.js';
import { KEPT_BUSINESS, TYPED_BUSINESS } from '../src/shared/testing/example-business.js';
import { includedVatCents } from '../src/shared/vat.js';
import { pdfText } from '../src/server/testing/pdf-text.js';
import { admin, signIn } from './support/accounts.js';
import { callApi } from './support/api.js';
import { changeSettings } from './support/settings.js';
import { expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';
import { fillAddress, reviewAndPlaceOrder } from './support/checkout.js';
import { emailTo } from './support/mailbox.js';
import { parseShownMoney } from './support/summary.js';

/**
 * Invoices, returns and refunds in the browser (docs/decisions/0020-invoices.md,
 * 0022-returns-and-refunds.md): a shop registered for VAT; a shopper pays through PayFast and
 * downloads the tax invoice, asks to return one line; the admin authorises, receives and refunds it
 * through PayFast (the simulator); the shopper gets the credit note. The settings are put back as they
 * were found.
 */
const payfastUrl = inject('payfastUrl');
let browser: Browser;
/** The administrator's tab, signed in once. */
let owner: Page;
let restoreSettings: () => Promise<void>;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await newVisitor(browser));
  await signIn(owner, admin.email, admin.password);
  restoreSettings = await changeSettings(owner, (settings) => ({ ...settings, business: TYPED_BUSINESS }));
});

afterAll(async () => {
  try {
    await restoreSettings();
  } finally {
    await browser.close();
  }
});

/** A PDF the page downloads when the link is clicked: its file name and text. */
async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return { fileName: file.suggestedFilename(), text: await pdfText(fs.readFileSync((await file.path())!)) };
}

describe('invoices, returns and refunds', () => {
  it('a shopper pays and downloads the tax invoice, returns a line, and gets the credit note once the admin refunds it', async () => {
    const lamp = await findProduct(
      'a product in stock',
      (p) => p.inventoryQuantity >= 3 && p.unitPriceCents >= 20_000,
    );
    const other = await findProduct(
      'another product in stock',
      (p) => p.id !== lamp.id && p.inventoryQuantity >= 3 && p.unitPriceCents >= 5_000,
    );
    const { page } = await newVisitor(browser);
    for (const product of [lamp, other]) {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Added to cart').waitFor();
    }

    // Pays through PayFast.
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Full Name').fill('Ayanda Zulu');
    await page.getByLabel('Email').fill('ayanda@example.co.za');
    await fillAddress(page);
    await page.getByLabel(/Pay online with PayFast/).check();
    await reviewAndPlaceOrder(page);
    await page.waitForURL(`${payfastUrl}/eng/process`);
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?payment=return$/);
    const orderNumber = (await page.getByRole('heading', { name: /^Order ORD-/ }).innerText()).replace(
      'Order ',
      '',
    );
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    await fetch(`${payfastUrl}/simulator/release`, {
      method: 'POST',
      body: new URLSearchParams({ m_payment_id: orderNumber }),
    });
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();

    // The tax invoice: on the order's page and with the payment's email.
    const invoiceLink = page.getByRole('link', { name: /^Tax Invoice INV-\d{6} \(PDF\)$/ });
    await invoiceLink.waitFor();
    const invoiceNumber = /INV-\d{6}/.exec(await invoiceLink.innerText())![0];
    const totalCents = parseShownMoney(
      await page.getByRole('region', { name: 'Items' }).locator('[data-summary-total] dd').innerText(),
    );
    const invoice = await download(page, /^Tax Invoice INV-/);
    expect(invoice.fileName).toBe(`${invoiceNumber}.pdf`);
    expect(invoice.text).toContain('Tax Invoice');
    expect(invoice.text).toContain(`VAT number: ${KEPT_BUSINESS.vatNumber}`);
    expect(invoice.text).toContain(invoiceNumber);
    expect(invoice.text).toMatch(
      new RegExp(`VAT at 15 % included\\s+${formatRand(includedVatCents(totalCents, 1_500))}`),
    );
    const paid = await emailTo('ayanda@example.co.za', `Payment received for order ${orderNumber}`);
    expect(paid.attachments.map((file) => file.filename)).toEqual([`${invoiceNumber}.pdf`]);
    await screenshot(page, 'order-invoice');

    // Delivered, the shopper asks to return the lamp.
    expect(
      (await callApi(owner, 'PATCH', `/api/admin/orders/${orderId}`, { status: 'delivered' })).status,
    ).toBe(200);
    await page.reload();
    const returns = page.getByRole('region', { name: 'Returns' });
    await returns.getByText('cooling-off period').waitFor();
    await returns.getByLabel(lamp.title).check();
    await returns.getByLabel('Reason').selectOption({ label: 'Wrong size or colour' });
    await returns.getByLabel('Details (optional)').fill('Too tall for the corner.');
    await returns.getByRole('button', { name: 'Request return' }).click();
    const returnNumber = `${orderNumber}-R1`;
    await returns.getByText(`Return ${returnNumber} requested`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'order-return-requested');

    // The admin authorises it, receives the lamp back into stock, and refunds it through PayFast.
    await owner.goto('/admin/returns');
    await owner.getByRole('heading', { name: 'Returns' }).waitFor();
    await owner.getByRole('button', { name: `View return ${returnNumber}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Return ${returnNumber}` });
    await dialog.getByLabel('Message to the customer').fill('Please post the lamp to our Cape Town store.');
    await dialog.getByRole('button', { name: 'Authorise' }).click();
    await dialog.getByRole('button', { name: 'Mark received' }).waitFor();
    expect(
      await dialog.getByRole('group', { name: lamp.title }).getByLabel('Put back into stock').isChecked(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'admin-return-refund');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText(/CN-\d{6}/).waitFor();
    const creditNoteNumber = /CN-\d{6}/.exec(await dialog.getByText(/CN-\d{6}/).innerText())![0];

    // The shopper: the decision's email, the refund's with the credit note, and the note on the order.
    const decided = await emailTo('ayanda@example.co.za', `Your return ${returnNumber} is authorised`);
    expect(decided.text).toContain('Please post the lamp to our Cape Town store.');
    const refunded = await emailTo('ayanda@example.co.za', `Refund for order ${orderNumber}`);
    expect(refunded.attachments.map((file) => file.filename)).toEqual([`${creditNoteNumber}.pdf`]);
    const attached = await pdfText(Buffer.from(refunded.attachments[0]!.base64, 'base64'));
    expect(attached).toContain('Tax Credit Note');
    expect(attached).toContain(invoiceNumber);
    await page.reload();
    await page.getByText('Partially refunded').first().waitFor();
    const note = await download(page, /^Tax Credit Note CN-/);
    expect(note.fileName).toBe(`${creditNoteNumber}.pdf`);
    expect(note.text).toContain(`Credits invoice`);
    expect(note.text).toContain(invoiceNumber);
    expect(note.text).toContain(lamp.title.slice(0, 20));
    await page.getByRole('region', { name: 'Returns' }).getByText('Status: Refunded').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'order-refunded');
  });
});
