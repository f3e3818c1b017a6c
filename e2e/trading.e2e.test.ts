import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatRand } from '../src/shared/money.js';
import { asAdmin } from './support/accounts.js';
import { callApi } from './support/api.js';
import { fillAddress, reviewAndPlaceOrder } from './support/checkout.js';
import { expectAccessible, freshVisitorPerTest, newVisitor, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';
import { emailTo } from './support/mailbox.js';
import { expectSummaryAddsUp, parseShownMoney } from './support/summary.js';

/**
 * docs/decisions/0009 in the browser: paying through PayFast (the simulator global-setup starts) and by EFT,
 * totals that add up on every screen, stock warnings in the cart, the outbox, and password reset.
 */
const payfastUrl = inject('payfastUrl');
/** The shop's bank account (EFT_*, e2e/global-setup.ts). */
const eftAccount = inject('eftAccount');
let browser: Browser;
let page: Page;
freshVisitorPerTest((visit) => ({ browser, page } = visit));

async function addToCart(productId: string, quantity = 1) {
  await page.goto(`/product/${productId}`);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Added to cart').waitFor();
}

async function fillCheckout(name: string, email: string) {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await fillAddress(page);
}

describe('paying', () => {
  it('pays through PayFast end to end and sees the order paid without a reload', async () => {
    const product = await findProduct(
      'a product in stock',
      (p) => p.inventoryQuantity >= 3 && p.unitPriceCents >= 2_000,
    );
    await addToCart(product.id);
    await fillCheckout('Sipho Dlamini', 'sipho@example.co.za');
    await page.getByLabel(/Express delivery/).check();
    const review = page.getByRole('complementary');
    await review.getByText('Express delivery').waitFor();
    const lines = await expectSummaryAddsUp(review);
    expect(lines.find(([label]) => label === 'Express delivery')?.[1]).toBe(14_999);
    await page.getByLabel(/Pay online with PayFast/).check();
    await reviewAndPlaceOrder(page);

    // PayFast's payment page (the simulator), reached by the signed form post.
    await page.waitForURL(`${payfastUrl}/eng/process`);
    await page.getByRole('heading', { name: 'PayFast sandbox simulator' }).waitFor();
    await screenshot(page, 'payfast-simulator');
    await page.getByRole('button', { name: 'Complete payment' }).click();

    // Back on the order's page, waiting for PayFast's notification.
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?payment=return$/);
    await page.getByRole('heading', { name: 'Waiting for payment confirmation' }).waitFor();
    const orderNumber = (await page.getByRole('heading', { name: /^Order ORD-/ }).innerText()).replace(
      'Order ',
      '',
    );
    await expectSummaryAddsUp(page.getByRole('region', { name: 'Items' }));
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    // PayFast sends its signed notification; the page follows it through the realtime stream.
    const release = await fetch(`${payfastUrl}/simulator/release`, {
      method: 'POST',
      body: new URLSearchParams({ m_payment_id: orderNumber }),
    });
    expect(await release.text()).toBe('notify answered 200');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'payfast-paid');

    const email = await emailTo('sipho@example.co.za', `Payment received for order ${orderNumber}`);
    expect(email.text).toContain(orderNumber);
  });

  it('comes back from a cancelled PayFast payment and pays by EFT instead', async () => {
    const product = await findProduct('a product in stock', (p) => p.inventoryQuantity >= 3);
    await addToCart(product.id);
    await fillCheckout('Naledi Khumalo', 'naledi@example.co.za');
    await page.getByLabel(/Pay online with PayFast/).check();
    await reviewAndPlaceOrder(page);
    await page.getByRole('heading', { name: 'PayFast sandbox simulator' }).waitFor();
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    await page.waitForURL(/\/orders\/[0-9a-f-]+\?payment=cancelled$/);
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    const orderNumber = (await page.getByRole('heading', { name: /^Order ORD-/ }).innerText()).replace(
      'Order ',
      '',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay by EFT instead' }).click();
    const bank = page.getByRole('status', { name: 'Waiting for your EFT payment' });
    // The reference is the order number.
    await bank.getByRole('definition').filter({ hasText: orderNumber }).waitFor();
    await screenshot(page, 'payment-cancelled-then-eft');
  });

  it('pays by EFT: the bank details and the order number as reference, on the page and in the email', async () => {
    const product = await findProduct(
      'a product on sale in stock',
      (p) => p.salePriceCents !== null && p.unitPriceCents < p.priceCents && p.inventoryQuantity >= 2,
    );
    await addToCart(product.id, 2);
    await fillCheckout('Ayanda Mokoena', 'ayanda@example.co.za');
    const review = page.getByRole('complementary');
    const lines = await expectSummaryAddsUp(review);
    expect(lines[0]).toEqual(['Items', product.priceCents * 2]);
    expect(lines[1]).toEqual(['Savings', -(product.priceCents - product.unitPriceCents) * 2]);
    await reviewAndPlaceOrder(page);
    await page.getByText('Thank you for your order!').waitFor();
    const orderNumber = (await page.getByText('Your order number is').locator('strong').innerText()).trim();

    const bank = page.getByRole('status', { name: 'Waiting for your EFT payment' });
    const details = await bank.getByRole('definition').allInnerTexts();
    expect(details).toEqual([
      eftAccount.bankName,
      eftAccount.accountHolder,
      eftAccount.accountNumber,
      eftAccount.branchCode,
      orderNumber,
      expect.stringMatching(/^R[\d,]+\.\d{2}$/),
    ]);
    const summary = await expectSummaryAddsUp(page.getByRole('region', { name: 'Items' }));
    expect(parseShownMoney(details[5]!)).toBe(summary.at(-1)![1]);
    await expectAccessible(page);
    await screenshot(page, 'eft-confirmation');

    const email = await emailTo('ayanda@example.co.za', `Your Lekker Living order ${orderNumber}`);
    expect(email.text).toContain(eftAccount.accountNumber);
    expect(email.text).toContain(orderNumber);
    expect(email.text).toContain(formatRand(summary.at(-1)![1]));

    // The admin's order details show the same breakdown, in the admin's currency.
    await asAdmin(browser, async (adminPage) => {
      await adminPage.goto('/admin/orders');
      await adminPage.getByRole('button', { name: `View order ${orderNumber}` }).click();
      const dialog = adminPage.getByRole('dialog');
      await dialog.getByText('Total Amount').waitFor();
      const adminLines = await expectSummaryAddsUp(dialog);
      expect(adminLines.map(([, cents]) => cents)).toEqual(summary.map(([, cents]) => cents));
      await adminPage.keyboard.press('Escape');

      // The outbox with its preview.
      await adminPage.goto('/admin/emails');
      await adminPage
        .getByRole('cell', { name: `Your Lekker Living order ${orderNumber}`, exact: true })
        .waitFor();
      await screenshot(adminPage, 'admin-emails');
      await adminPage
        .getByRole('row')
        .filter({ hasText: `Your Lekker Living order ${orderNumber}` })
        .getByRole('button', { name: /Preview/ })
        .click();
      const preview = adminPage.getByRole('dialog').frameLocator('iframe');
      await preview.getByText(eftAccount.accountNumber).waitFor();
      await screenshot(adminPage, 'admin-email-preview');
    });
  });
});

describe('the cart and stock', () => {
  it('says a line is sold out or short and blocks checkout until it is fixed', async () => {
    const product = await findProduct(
      'a product with a little stock',
      (p) => p.inventoryQuantity >= 3 && p.inventoryQuantity <= 60 && p.salePriceCents === null,
    );
    await addToCart(product.id, 2);
    // Another shopper buys all but one: of the stock as the server has it now (its cart reads it),
    // not as the listing above showed it (kept for up to 10 s while other tests buy).
    const other = await newVisitor(browser);
    await other.page.goto('/');
    const added = await callApi<{ items: { id: string; product: { inventoryQuantity: number } }[] }>(
      other.page,
      'POST',
      '/api/cart/items',
      { productId: product.id, quantity: 1 },
    );
    const line = added.body.items[0]!;
    await callApi(other.page, 'PATCH', `/api/cart/items/${line.id}`, {
      quantity: line.product.inventoryQuantity - 1,
    });
    const { status: bought } = await callApi(other.page, 'POST', '/api/orders', {
      customerName: 'Other Shopper',
      customerEmail: 'other@example.co.za',
      customerPhone: '0825550134',
      shippingAddress: {
        street: '1 Long St',
        suburb: 'CBD',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '8001',
      },
      idempotencyKey: crypto.randomUUID(),
    });
    await other.context.close();
    expect(bought).toBe(201);

    await page.goto('/cart');
    await page.getByTestId('line-stock').filter({ hasText: 'Only 1 left' }).waitFor();
    const problem = `Only 1 of ${product.title} left. Lower the quantity in your cart to continue.`;
    await page.getByRole('alert').filter({ hasText: problem }).waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    await screenshot(page, 'cart-stock-short');

    // Checkout says the same and will not place the order.
    await page.goto('/checkout');
    await page.getByRole('alert').filter({ hasText: problem }).waitFor();
    expect(await page.getByRole('button', { name: 'Review Order' }).isDisabled()).toBe(true);

    await page.goto('/cart');
    await page
      .getByRole('group', { name: `Quantity of ${product.title}` })
      .getByRole('button', { name: 'Decrease quantity' })
      .click();
    await page.getByTestId('line-stock').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    const total = parseShownMoney(await page.getByTestId('total').innerText());
    const subtotal = parseShownMoney(await page.getByTestId('subtotal').innerText());
    const shipping = parseShownMoney(await page.getByTestId('shipping').innerText());
    expect(subtotal + shipping).toBe(total);
  });
});

describe('password reset', () => {
  it('sends a link from Forgot password?, sets a new password once, and signs the shopper in', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Reset Shopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Success!').waitFor();
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email').waitFor();
    await expectAccessible(page);

    const reset = await emailTo(email, 'Reset your Lekker Living password');
    const link = /https?:\/\/\S+\/auth\/reset#token=[A-Za-z0-9_-]{43}/.exec(reset.text)![0];
    // The link opens a new page, as from an email.
    const path = new URL(link);
    await page.goto('about:blank');
    await page.goto(`${path.pathname}${path.hash}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('second-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // The link works once.
    await page.goto('about:blank');
    await page.goto(`${path.pathname}${path.hash}`);
    await page.getByLabel('New password').fill('third-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link is invalid or has expired. Ask for a new one.').waitFor();
  });
});

describe('on a phone', () => {
  it('shows checkout and the order page at 390 px', async () => {
    const phone = await newVisitor(browser, { width: 390, height: 844 });
    page = phone.page;
    try {
      const product = await findProduct('a product in stock', (p) => p.inventoryQuantity >= 3);
      await addToCart(product.id);
      await fillCheckout('Lerato Phone', 'lerato@example.co.za');
      await expectSummaryAddsUp(page.getByRole('complementary'));
      await screenshot(page, 'checkout-phone');
      await reviewAndPlaceOrder(page);
      await page.getByText('Thank you for your order!').waitFor();
      await expectSummaryAddsUp(page.getByRole('region', { name: 'Items' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'order-phone');
    } finally {
      await phone.context.close();
    }
  });
});
