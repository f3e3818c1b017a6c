import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { couponInput, promotionInput } from '../src/server/testing/admin-inputs.js';
import { formatRand } from '../src/shared/money.js';
import { asAdmin, signUp } from './support/accounts.js';
import { callApi } from './support/api.js';
import { fillAddress, reviewAndPlaceOrder } from './support/checkout.js';
import {
  beforeHydration,
  expectAccessible,
  freshVisitorPerTest,
  newVisitor,
  screenshot,
} from './support/browser.js';
import { findProduct } from './support/catalogue.js';

let browser: Browser;
let page: Page;
freshVisitorPerTest((visit) => ({ browser, page } = visit));

describe('checkout', () => {
  it('places an order with a promotion and a coupon, seen in My Orders and in the admin', async () => {
    const code = `E2E${Date.now() % 100_000}`;
    await asAdmin(browser, async (adminPage) => {
      const now = Date.now();
      const promotion = await callApi(
        adminPage,
        'POST',
        '/api/admin/promotions',
        promotionInput({
          name: 'E2E Homeware Week',
          discountBps: 2_000,
          startDate: new Date(now - 3_600_000).toISOString(),
          endDate: new Date(now + 3_600_000).toISOString(),
          appliesToAll: false,
          category: 'homeware',
        }),
      );
      expect(promotion.status).toBe(201);
      const coupon = await callApi(adminPage, 'POST', '/api/admin/coupons', couponInput({ code }));
      expect(coupon.status).toBe(201);
    });
    const product = await findProduct(
      'homeware in stock without a sale price, now 20% off',
      (p) => p.category === 'homeware' && p.salePriceCents === null && p.inventoryQuantity >= 2,
    );
    expect(product.unitPriceCents).toBe(product.priceCents - Math.round(product.priceCents * 0.2));

    await signUp(page, 'Checkout Shopper');
    await page.goto(`/product/${product.id}`);
    await page.getByText('Save 20%').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').waitFor();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Checkout Shopper');
    expect(await page.getByLabel('Email').inputValue()).toMatch(/@example\.com$/);

    await fillAddress(page);
    await page.getByLabel('Coupon code (optional)').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon code is not valid.').waitFor();
    expect(await page.getByRole('button', { name: 'Review Order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.getByText('This coupon code is not valid.').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Coupon code (optional)').inputValue()).toBe('');
    await page.getByLabel('Coupon code (optional)').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Coupon ${code} applied.`).waitFor();

    const subtotal = product.unitPriceCents;
    const discount = Math.round(subtotal * 0.1);
    const review = page.getByRole('complementary');
    expect(await review.getByText(`−${formatRand(product.priceCents - subtotal)}`).isVisible()).toBe(true);
    expect(await review.getByText(`−${formatRand(discount)}`).isVisible()).toBe(true);
    // The test shop has no VAT number (its settings have no business details): no page mentions VAT.
    expect(await review.getByText('VAT').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'checkout');

    // The last step shows the whole order; each part goes back to be changed, keeping what was typed.
    await page.getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    const whole = page.getByRole('main');
    for (const part of ['Items', 'Contact', 'Delivery address', 'Delivery', 'Payment']) {
      expect(await whole.getByRole('region', { name: part, exact: true }).isVisible(), part).toBe(true);
    }
    expect(await whole.getByText('Checkout Shopper').isVisible()).toBe(true);
    expect(await whole.getByText('22 Jan Smuts Avenue').isVisible()).toBe(true);
    expect(await whole.getByText(`−${formatRand(discount)}`).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'checkout-review');
    await page.getByRole('button', { name: 'Change delivery address' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('shippingAddress.street');
    expect(await page.getByLabel('Street Address').inputValue()).toBe('22 Jan Smuts Avenue');
    await reviewAndPlaceOrder(page);
    await page.getByText('Thank you for your order!').waitFor();
    const orderNumber = (await page.getByText('Your order number is').locator('strong').innerText()).trim();
    await expectAccessible(page);
    await screenshot(page, 'order-confirmation');

    await page.getByRole('link', { name: 'My Orders' }).first().click();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.getByText(orderNumber).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    expect(await page.getByText(`${product.title} × 1`).isVisible()).toBe(true);

    await asAdmin(browser, async (adminPage) => {
      await adminPage.goto('/admin/orders');
      const row = adminPage.getByRole('row').filter({ hasText: orderNumber });
      await row.getByRole('button', { name: `View order ${orderNumber}` }).click();
      await adminPage.getByRole('heading', { name: `Order Details - ${orderNumber}` }).waitFor();
      await adminPage.getByText(product.title, { exact: false }).last().waitFor();
    });
  });

  it('lets a guest back into their order only through the link on its confirmation page', async () => {
    const product = await findProduct('anything in stock', (p) => p.inventoryQuantity >= 2);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('Guest Shopper');
    await page.getByLabel('Email').fill('guest@example.co.za');
    await fillAddress(page);
    await reviewAndPlaceOrder(page);
    await page.getByText('Thank you for your order!').waitFor();
    const link = new URL(page.url());
    expect(link.searchParams.get('key')).toMatch(/^[0-9a-f-]{36}$/);

    const stranger = await newVisitor(browser);
    await stranger.page.goto(`${link.pathname}${link.search}`);
    await stranger.page.getByRole('heading', { name: /^Order ORD-/ }).waitFor();
    await stranger.page.goto(link.pathname);
    await stranger.page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await stranger.context.close();
  });

  it('keeps the details typed, the box ticked and the delivery picked before the page\u2019s script ran', async () => {
    await signUp(page, 'Early Shopper');
    const product = await findProduct('anything in stock', (p) => p.inventoryQuantity >= 2);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').waitFor();

    // The shopper fills in the server-rendered form while the page's scripts are on their way.
    await beforeHydration(page, '/checkout', async () => {
      await page.getByLabel('Phone').fill('082 555 0134');
      await page.getByLabel('Street Address').fill('22 Jan Smuts Avenue');
      await page.getByLabel('Suburb').fill('Parktown North');
      await page.getByLabel('City').fill('Johannesburg');
      await page.getByLabel('Postal Code').fill('2193');
      await page.getByRole('checkbox', { name: 'Send me news and offers' }).check();
      await page.getByRole('radio', { name: /^Express/ }).check();
    });

    await page.getByLabel('Province').click();
    await page.getByRole('option', { name: 'Gauteng' }).click();
    expect(await page.getByRole('radio', { name: /^Express/ }).isChecked()).toBe(true);
    await reviewAndPlaceOrder(page);
    await page.getByText('Thank you for your order!').waitFor();
    expect(await page.getByText('Express delivery').count()).toBeGreaterThan(0);
    await page.goto('/account');
    const marketing = page.getByRole('switch', { name: 'Send me news and offers' });
    expect(await marketing.getAttribute('aria-checked')).toBe('true');
  });
});
