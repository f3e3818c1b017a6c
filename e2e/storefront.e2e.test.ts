import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { imageAt } from '../src/shared/media.js';
import { formatRand } from '../src/shared/money.js';
import { savePercent } from '../src/shared/pricing.js';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { allProducts, findProduct } from './support/catalogue.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
});
afterAll(() => browser.close());

const text = (selector: string) => page.locator(selector).allInnerTexts();

describe('home', () => {
  it('shows the hero, the four category tiles, up to 8 featured products, the footer and the chat button', async () => {
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Featured Products' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('section:has(h2:text("Featured Products")) li').count())
      .toBeGreaterThan(0);
    const featured = await page.locator('section:has(h2:text("Featured Products")) li').count();
    expect(featured).toBe(8);
    expect(await page.locator('h1').innerText()).toMatch(/lekker/i);
    for (const title of ['Homeware', 'Gym Accessories', "Men's Accessories", "Women's Accessories"]) {
      const tiles = page.locator('section:has(h2:text("Shop by Category"))');
      expect(await tiles.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    }
    const footerLinks = await text('footer a');
    expect(footerLinks).toEqual(
      expect.arrayContaining(['Contact Us', 'Shipping Info', 'Returns', 'FAQ', 'Privacy Policy']),
    );
    await screenshot(page, 'home');
    await expectAccessible(page);
  });

  it('has the navigation bar of docs/specification.md: links, search, Sign In and the cart', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women' }).waitFor();
    const nav = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    expect(nav).toEqual(['Home', 'Homeware', 'Gym', 'Men', 'Women']);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('link', { name: /^Cart, 0 items$/ }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gym' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gym Accessories' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/category/gym');
  });

  it('opens the chat dialog with a QR code and a WhatsApp link', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('svg title').textContent()).toBe('WhatsApp chat QR code');
    expect(await dialog.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/27215550123',
    );
    await screenshot(page, 'chat');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  });

  it('has a mobile menu with every link', async () => {
    const mobile = await newVisitor(browser, { width: 390, height: 800 });
    try {
      await mobile.page.goto('/');
      await mobile.page.getByRole('button', { name: 'Open menu' }).click();
      // The menu's code loads on its first opening.
      await mobile.page.getByRole('navigation', { name: 'Mobile' }).waitFor();
      const links = await mobile.page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link')
        .allInnerTexts();
      expect(links).toEqual(['Home', 'Homeware', 'Gym', 'Men', 'Women', 'Sign In']);
      await screenshot(mobile.page, 'mobile-menu');
      await mobile.page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Women' })
        .click();
      await mobile.page.waitForURL('**/category/women');
      expect(await mobile.page.getByRole('dialog').count()).toBe(0);
    } finally {
      await mobile.context.close();
    }
  });
});

describe('category', () => {
  it.each([
    ['homeware', 'Homeware'],
    ['gym', 'Gym Accessories'],
    ['men', "Men's Accessories"],
    ['women', "Women's Accessories"],
    ['anything-else', 'Products'],
  ])('/category/%s is titled %s and counts its products', async (category, title) => {
    await page.goto(`/category/${category}`);
    expect(await page.locator('h1').innerText()).toBe(title);
    await expect.poll(() => page.getByText(/^\d+ products found$/).isVisible()).toBe(true);
    const found = Number((await page.getByText(/^\d+ products found$/).innerText()).split(' ')[0]);
    const all = await allProducts();
    expect(found).toBe(
      category === 'anything-else' ? all.length : all.filter((p) => p.category === category).length,
    );
  });

  it('filters by price with the slider, sorts, and resets', async () => {
    await page.goto('/category/homeware');
    await expect.poll(() => page.getByText(/^\d+ products found$/).isVisible()).toBe(true);
    const slider = page.getByRole('slider', { name: 'Maximum price' });
    expect(await slider.getAttribute('min')).toBe('0');
    expect(await slider.getAttribute('max')).toBe('500');
    expect(await slider.getAttribute('aria-valuetext')).toBe('R500 or more');
    // Keyboard: each step is R10.
    await slider.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slider.inputValue()).toBe('200');
    await expect.poll(() => page.url()).toContain('max=200');
    await expect.poll(() => page.getByText('Price Range: R0 – R200').isVisible()).toBe(true);
    const homeware = (await allProducts()).filter((p) => p.category === 'homeware');
    const cheap = homeware.filter((p) => p.unitPriceCents <= 20_000);
    await expect
      .poll(() => page.getByText(/^\d+ products found$/).innerText())
      .toBe(`${cheap.length} products found`);

    const sortBy = page.getByRole('combobox', { name: 'Sort By' });
    const options = await sortBy.getByRole('option').allInnerTexts();
    expect(options).toEqual(['Relevance', 'Newest', 'Price: Low to High', 'Price: High to Low', 'Top Rated']);
    await sortBy.selectOption({ label: 'Price: Low to High' });
    await expect.poll(() => page.url()).toContain('sort=price-asc');
    const expected = [...cheap].sort((a, b) => a.unitPriceCents - b.unitPriceCents);
    await expect.poll(() => page.locator('main li h3').first().innerText()).toBe(expected[0]?.title);
    await screenshot(page, 'category-filtered');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect
      .poll(() => page.getByText(/^\d+ products found$/).innerText())
      .toBe(`${homeware.length} products found`);
    await expect.poll(() => slider.inputValue()).toBe('500');
    await expect.poll(() => sortBy.inputValue()).toBe('relevance');
  });
});

describe('product', () => {
  it('shows Loading..., then gallery, tags, title, rating, price with Save %, notes, stock and description', async () => {
    const product = await findProduct(
      'product on sale with several images and reviews',
      (p) => savePercent(p.priceCents, p.unitPriceCents) > 0 && p.inventoryQuantity > 3 && p.reviewCount > 1,
    );
    // Loaded from the address bar, the page comes with its product (server-rendered); reached by a
    // link, it shows 'Loading...' until the product's answer, held back a moment here, arrives.
    await page.goto(`/search?q=${encodeURIComponent(product.title)}`);
    await page.route(
      `**/api/products/${product.id}`,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('link', { name: product.title }).first().click();
    await page.getByText('Loading...').waitFor();
    await expect.poll(() => page.locator('h1').innerText()).toBe(product.title);
    expect(await page.getByText(`${product.inventoryQuantity} in stock`).isVisible()).toBe(true);
    expect(
      // The product's own badge comes first; related products below may show the same saving.
      await page
        .getByText(`Save ${savePercent(product.priceCents, product.unitPriceCents)}%`)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await page.getByText(formatRand(product.unitPriceCents), { exact: true }).first().isVisible(),
    ).toBe(true);
    expect(await page.locator('s').first().innerText()).toContain(formatRand(product.priceCents));
    expect(await page.getByText('Free shipping on orders over R500').isVisible()).toBe(true);
    expect(await page.getByText('1 year warranty included').isVisible()).toBe(true);
    expect(await page.getByText(`(${product.reviewCount} reviews)`).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(
      product.tags,
    );
    expect(await page.getByText(product.description).isVisible()).toBe(true);
    const thumbnails = page.getByRole('button', { name: /^Show image \d of \d$/ });
    expect(await thumbnails.count()).toBe(product.images.length);
    await thumbnails.nth(1).click();
    await expect
      .poll(() => page.locator('main img').first().getAttribute('src'))
      .toBe(imageAt(product.images[1]!, 800));
    const related = page.locator('section:has(h2:text("You May Also Like")) li');
    await expect.poll(() => related.count()).toBe(4);
    await screenshot(page, 'product');
    await expectAccessible(page);
  });

  it('bounds the quantity by the stock', async () => {
    const product = await findProduct(
      'low-stock product',
      (p) => p.inventoryQuantity >= 2 && p.inventoryQuantity <= 3,
    );
    await page.goto(`/product/${product.id}`);
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    expect(await decrease.isDisabled()).toBe(true);
    for (let i = 1; i < product.inventoryQuantity; i++) await increase.click();
    expect(await page.getByTestId('quantity').innerText()).toBe(String(product.inventoryQuantity));
    expect(await increase.isDisabled()).toBe(true);
  });

  it('disables Add to Cart for an out-of-stock product', async () => {
    const product = await findProduct('out-of-stock product', (p) => p.inventoryQuantity === 0);
    await page.goto(`/product/${product.id}`);
    await page.getByText('Out of stock', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
  });

  it('shows a not-found state for an unknown product', async () => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.goto('/product/not-an-id');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
  });
});

describe('search', () => {
  it('warns about an empty search and stays put', async () => {
    await page.goto('/faq');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('   ');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.getByText('Empty search').waitFor();
    expect(await page.getByText('Please enter a search term.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/faq');
  });

  it('finds products from the navigation search, best rated first', async () => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Leather');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search Results' }).waitFor();
    expect(page.url()).toMatch(/\/search\?q=Leather$/);
    expect(await page.getByText('Results for "Leather"').isVisible()).toBe(true);
    const all = await allProducts();
    const expected = all.filter(
      (p) =>
        [p.title, p.description, p.shortDescription].some((s) => s.toLowerCase().includes('leather')) ||
        p.tags.includes('leather'),
    );
    await page.getByText(`Found ${expected.length} product(s)`).waitFor();
    const cards = page.locator('main li');
    expect((await cards.locator('h3').allInnerTexts()).sort()).toEqual(expected.map((p) => p.title).sort());
    // Best rated first: the ratings on screen never go up (a product without reviews shows none).
    const shown = (await cards.allInnerTexts()).map((card) => Number(/Rated (\d\.\d)/.exec(card)?.[1] ?? 0));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown.length).toBeGreaterThan(1);
    await screenshot(page, 'search');
    await expectAccessible(page);
  });

  it("fits a phone's width with the product of the most images, and with a search term too long to look for", async () => {
    const most = (await allProducts()).reduce((a, b) => (b.images.length > a.images.length ? b : a));
    expect(most.images.length).toBeGreaterThanOrEqual(5);
    const phone = await newVisitor(browser, { width: 390, height: 844 });
    const width = () => phone.page.evaluate(() => document.documentElement.scrollWidth);
    try {
      await phone.page.goto(`/product/${most.id}`);
      const thumbnails = phone.page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
      expect(await thumbnails.count()).toBe(most.images.length);
      expect(await width()).toBeLessThanOrEqual(390);
      await phone.page.goto(`/search?q=${'x'.repeat(300)}`);
      await phone.page.getByText('Search terms can be at most 200 characters').waitFor();
      expect(await width()).toBeLessThanOrEqual(390);
    } finally {
      await phone.context.close();
    }
  });

  it('shows the empty result and the no-term states', async () => {
    await page.goto('/search?q=zzqxnothing');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(await page.getByText('Try adjusting your search or browse our categories').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/search');
    await page.getByText('Enter a search query').waitFor();
  });

  it('takes wildcards literally', async () => {
    await page.goto(`/search?q=${encodeURIComponent('100%')}`);
    await page.getByText('Found 1 product(s)').waitFor();
    expect(await page.locator('main li h3').innerText()).toBe('100% Cotton Tea Towel Set');
  });
});

describe('404', () => {
  it('answers an unknown path with status 404, the page, and a log line', async () => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() => fs.readFileSync(inject('serverLogPath'), 'utf8'))
      .toMatch(/"path":"\/no\/such\/page".*404: unknown path/);
  });

  it('answers an unknown product with status 404 and the product page\u2019s not-found state', async () => {
    for (const path of ['/product/00000000-0000-4000-8000-000000000000', '/product/not-an-id']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    }
    const live = await findProduct('any active product', () => true);
    expect((await page.goto(`/product/${live.id}`))?.status()).toBe(200);
  });
});
