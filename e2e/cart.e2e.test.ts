import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRand } from '../src/shared/money.js';
import { amountToFreeShippingCents } from '../src/shared/pricing.js';
import type { PublicConfig } from '../src/shared/schemas/config.js';
import { baseUrl, expectAccessible, freshVisitorPerTest, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';

let page: Page;
freshVisitorPerTest((visit) => ({ page } = visit));

async function addFromProductPage(productId: string, quantity = 1) {
  await page.goto(`/product/${productId}`);
  await page.locator('h1').waitFor();
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Added to cart').last().waitFor();
}

describe('cart', () => {
  it('shows the empty state', async () => {
    await page.goto('/cart');
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.getByText('Start shopping to add items to your cart').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    await expectAccessible(page);
  });

  it('adds products, counts them in the badge, and keeps them across pages', async () => {
    const cheap = await findProduct(
      'cheap product in stock',
      (p) => p.unitPriceCents < 20_000 && p.inventoryQuantity >= 5,
    );
    await addFromProductPage(cheap.id, 2);
    await page.getByTestId('cart-count').waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('2');
    // Adding the same product again raises its quantity.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('4');
    await page.getByRole('link', { name: /^Cart, 4 items$/ }).click();
    await page.waitForURL('**/cart');
    const unit = cheap.unitPriceCents;
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.getByRole('link', { name: cheap.title }).last().isVisible()).toBe(true);
    expect(await line.getByText(`${formatRand(unit)} each`).isVisible()).toBe(true);
    expect(await line.getByTestId('line-total').innerText()).toBe(formatRand(unit * 4));
    expect(await line.locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}-w200\.webp$/);
    expect(await page.getByTestId('subtotal').innerText()).toBe(formatRand(unit * 4));
    await screenshot(page, 'cart');
    await expectAccessible(page);
  });

  it('changes quantities with − and +, removes lines, and clears the cart', async () => {
    const a = await findProduct(
      'product with stock 5+',
      (p) => p.inventoryQuantity >= 5 && p.unitPriceCents < 20_000,
    );
    const b = await findProduct('second product', (p) => p.id !== a.id && p.inventoryQuantity >= 5);
    await addFromProductPage(a.id);
    await addFromProductPage(b.id);
    // Each line is also a form for pages without JavaScript; with it, no form is ever sent.
    const formPosts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/cart/lines') formPosts.push(request.method());
    });
    // A problem a form left in the address goes once the cart changes.
    await page.goto('/cart?lineProblem=insufficient_stock');
    await page.getByRole('alert').filter({ hasText: 'not enough stock' }).waitFor();
    const lineA = page.getByTestId('cart-line').filter({ hasText: a.title });
    await lineA.waitFor();
    await lineA.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => lineA.getByTestId('quantity').innerText()).toBe('2');
    await page.getByRole('alert').filter({ hasText: 'not enough stock' }).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/cart`);
    // From the keyboard, the focus stays on the button through the change it makes.
    const decrease = lineA.getByRole('button', { name: 'Decrease quantity' });
    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => lineA.getByTestId('quantity').innerText()).toBe('1');
    await expect.poll(() => decrease.getAttribute('aria-disabled')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Decrease quantity',
    );
    // Below 1 removes the line.
    await lineA.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);

    await addFromProductPage(a.id);
    await page.goto('/cart');
    await page.getByRole('button', { name: `Remove ${a.title}` }).click();
    await page.getByText('Removed from cart').waitFor();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByText('Cart cleared').waitFor();
    await page.getByText('Your cart is empty').waitFor();
    expect(formPosts).toEqual([]);
  });

  it('shows the order summary and the free-shipping note', async () => {
    const cheap = await findProduct(
      'product under R200',
      (p) => p.unitPriceCents < 20_000 && p.inventoryQuantity >= 3,
    );
    await addFromProductPage(cheap.id);
    await page.goto('/cart');
    const unit = cheap.unitPriceCents;
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    // The shop's delivery fees, as its settings have them.
    const { delivery } = (await (await fetch(`${baseUrl}/api/config`)).json()) as PublicConfig;
    expect(await page.getByTestId('shipping').innerText()).toBe('R99.99');
    expect(await page.getByTestId('total').innerText()).toBe(formatRand(unit + 9_999));
    expect(
      await page
        .getByText(`Add ${formatRand(amountToFreeShippingCents(unit, delivery))} more for free shipping!`)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );

    const dear = await findProduct(
      'product of R500 or more',
      (p) => p.unitPriceCents >= 50_000 && p.inventoryQuantity >= 1,
    );
    await addFromProductPage(dear.id);
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('shipping').innerText()).toBe('Free');
    expect(await page.getByText(/more for free shipping!/).count()).toBe(0);
  });

  it('refuses more than the stock with a clear message', async () => {
    const scarce = await findProduct(
      'product with 1 to 3 in stock',
      (p) => p.inventoryQuantity >= 1 && p.inventoryQuantity <= 3,
    );
    await addFromProductPage(scarce.id, scarce.inventoryQuantity);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Failed to add to cart').waitFor();
    expect(
      await page
        .getByText(`Only ${scarce.inventoryQuantity} of ${scarce.title} in stock`, { exact: false })
        .isVisible(),
    ).toBe(true);
    await expect
      .poll(() => page.getByTestId('cart-count').innerText())
      .toBe(String(scarce.inventoryQuantity));
  });
});
