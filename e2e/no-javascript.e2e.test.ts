import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE } from '../src/shared/reviews.js';
import type { ProductPage } from '../src/shared/schemas/catalog.js';
import type { ProductReviews } from '../src/shared/schemas/reviews.js';
import { baseUrl, launchBrowser, screenshot } from './support/browser.js';
import { allProducts, findProduct } from './support/catalogue.js';

const api = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;

/** A shopper whose browser runs no JavaScript: only links, GET forms and form posts work. */
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openWithoutJavaScript = async (viewport: { width: number; height: number }) => {
  context = await browser.newContext({ baseURL: baseUrl, viewport, javaScriptEnabled: false });
  page = await context.newPage();
};

describe('without JavaScript', () => {
  it('browses a category, filters, sorts and pages it, searches, and adds a product to the cart', async () => {
    await openWithoutJavaScript({ width: 1280, height: 900 });
    await page.goto('/');
    // The chat's dialog needs JavaScript: its button is the WhatsApp link instead.
    expect(await page.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(false);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(await chat.isVisible()).toBe(true);
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gym' }).click();
    await page.waitForURL(`${baseUrl}/category/gym`);
    const gym = await api<ProductPage>('/api/products?category=gym');
    expect(await page.getByText(/^\d+ products found$/).innerText()).toBe(`${gym.total} products found`);
    // The slider and the select need JavaScript: a plain form stands in for them.
    expect(await page.getByRole('slider').count()).toBe(0);

    await page.locator('select[name="max"]').selectOption('200');
    await page.locator('select[name="sort"]').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/max=200/);
    const cheap = await api<ProductPage>('/api/products?category=gym&maxPrice=200&sort=price-asc');
    expect(await page.getByText(/^\d+ products found$/).innerText()).toBe(`${cheap.total} products found`);
    expect(await page.locator('main li h3').allInnerTexts()).toEqual(cheap.items.map((p) => p.title));
    await screenshot(page, 'no-js-category');

    // Every product, page by page, through the Load More link.
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(`${baseUrl}/category/gym`);
    const all = await api<ProductPage>('/api/products');
    await page.goto('/category/everything');
    const seen = new Set(await page.locator('main li h3').allInnerTexts());
    while (await page.getByRole('link', { name: 'Load More' }).count()) {
      await page.getByRole('link', { name: 'Load More' }).click();
      await page.waitForURL(/cursor=/);
      for (const title of await page.locator('main li h3').allInnerTexts()) seen.add(title);
    }
    expect(seen.size).toBe(all.total);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('yoga');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=yoga`);
    const results = await api<ProductPage>('/api/search?q=yoga');
    expect(results.total).toBeGreaterThan(0);
    expect(await page.locator('main li h3').allInnerTexts()).toEqual(results.items.map((p) => p.title));

    const product = results.items.find((p) => p.inventoryQuantity > 0)!;
    await page.getByRole('link', { name: product.title }).first().click();
    await page.waitForURL(`${baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(await page.locator('main li').filter({ hasText: product.title }).count()).toBe(1);
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
    await screenshot(page, 'no-js-cart');
    // A page kept for anonymous visitors (this one, from the start) is never a cart holder's.
    await page.goto('/category/gym');
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
    await context.close();
  });

  it("chooses a quantity on the product page, changes a line's on the cart page and removes it, at 390 px", async () => {
    await openWithoutJavaScript({ width: 390, height: 844 });
    const product = await findProduct(
      'homeware with stock to spare',
      (p) => p.category === 'homeware' && p.inventoryQuantity > 3,
    );
    await page.goto(`/product/${product.id}`);
    // The stepper asks for its quantity by the page's address, landing back at Add to Cart.
    const quantity = page.getByTestId('quantity');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await quantity.filter({ hasText: /^2$/ }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await quantity.filter({ hasText: /^3$/ }).waitFor();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await quantity.filter({ hasText: /^2$/ }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/product/${product.id}?quantity=2#buy`);
    await screenshot(page, 'no-js-product-quantity');
    // A product with options keeps its chosen variant, and the address its other parts.
    const withOptions = (await allProducts()).find((p) => p.options.length > 0)!;
    const variant = withOptions.variants.findLast((v) => v.inventoryQuantity > 1)!;
    await page.goto(`/product/${withOptions.id}?reviewSort=highest&variant=${variant.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await quantity.filter({ hasText: /^2$/ }).waitFor();
    expect(page.url()).toBe(
      `${baseUrl}/product/${withOptions.id}?reviewSort=highest&variant=${variant.id}&quantity=2#buy`,
    );
    await page.goto(`/product/${product.id}?quantity=2`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    const line = page.getByTestId('cart-line').filter({ hasText: product.title });
    expect(await line.getByTestId('quantity').innerText()).toBe('2');
    // Clearing the whole cart needs JavaScript: each line is removed on its own.
    expect(await page.getByRole('button', { name: 'Clear Cart' }).isVisible()).toBe(false);

    // Each press posts the line's form and lands on the cart again, the quantity changed.
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByTestId('quantity').filter({ hasText: /^3$/ }).waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('3');
    // Back at the line, where the keyboard goes on from.
    expect(new URL(page.url()).hash).toBe(`#${await line.getAttribute('id')}`);
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await line.getByTestId('quantity').filter({ hasText: /^2$/ }).waitFor();
    await screenshot(page, 'no-js-cart-line');
    // A stale page asking for more than the stock: the cart says why, and keeps the line as it was.
    const lineId = await line.locator('input[name="lineId"]').getAttribute('value');
    const response = await page.request.post('/cart/lines', {
      form: { lineId: lineId!, quantity: String(product.inventoryQuantity + 1) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    await page.goto(response.headers().location!);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe(
      'There is not enough stock of that product for the quantity asked.',
    );
    expect(await line.getByTestId('quantity').innerText()).toBe('2');
    await line.getByRole('button', { name: `Remove ${product.title}` }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/cart`);
    await context.close();
  });

  it("reads a product's reviews, sorted and paged by links", async () => {
    const products = await allProducts();
    const reviewed = products.find((p) => p.reviewCount > REVIEWS_PAGE_SIZE);
    if (!reviewed) throw new Error('The demo shop has no product with more than a page of reviews');
    await openWithoutJavaScript({ width: 1280, height: 900 });
    await page.goto(`/product/${reviewed.id}`);
    const section = page.getByRole('region', { name: 'Customer Reviews' });
    await section.getByText(`Based on ${reviewed.reviewCount} reviews`).waitFor();
    const reviews = section.getByRole('list', { name: 'Reviews' }).getByRole('article');
    expect(await reviews.count()).toBe(REVIEWS_PAGE_SIZE);

    await section
      .getByRole('navigation', { name: 'Sort reviews' })
      .getByRole('link', { name: 'Lowest rated' })
      .click();
    await page.waitForURL(/reviewSort=lowest/);
    const lowest = await api<ProductReviews>(`/api/products/${reviewed.id}/reviews?sort=lowest`);
    expect(await reviews.getByRole('heading').allInnerTexts()).toEqual(lowest.reviews.map((r) => r.title));

    await section
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await page.waitForURL(/reviewPage=2/);
    const second = await api<ProductReviews>(`/api/products/${reviewed.id}/reviews?sort=lowest&page=2`);
    expect(await reviews.getByRole('heading').allInnerTexts()).toEqual(second.reviews.map((r) => r.title));
    await screenshot(page, 'no-js-product-reviews');
    await context.close();
  });

  it('tells the shopper why a product could not be added', async () => {
    await openWithoutJavaScript({ width: 1280, height: 900 });
    // A form post that names a product no longer on sale, as a stale page would.
    const response = await page.request.post('/cart/items', {
      form: { productId: '00000000-0000-4000-8000-000000000000', quantity: '1' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    await page.goto(response.headers().location!);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe('That product is no longer available.');
    await context.close();
  });

  it('never puts what was typed into a form that needs JavaScript in the address', async () => {
    await openWithoutJavaScript({ width: 390, height: 844 });
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel');
    await signIn.getByLabel('Email').fill('thandi@example.co.za');
    await signIn.getByLabel('Password').fill('a secret passphrase');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    // The form posts to its page, which answers with the page again, nothing taken from the post.
    expect((await answer).status()).toBe(303);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/auth`);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await context.close();
  });

  it('on a phone, the categories are a row of links under the header', async () => {
    await openWithoutJavaScript({ width: 390, height: 844 });
    await page.goto('/');
    const row = page.getByRole('navigation', { name: 'Categories' });
    expect(await row.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Homeware',
      'Gym',
      'Men',
      'Women',
      'Sign In',
    ]);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await row.getByRole('link', { name: 'Women' }).click();
    await page.waitForURL(`${baseUrl}/category/women`);
    await screenshot(page, 'no-js-phone-category');
    await context.close();
  });
});
