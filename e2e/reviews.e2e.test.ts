import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, signIn, signUp } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';
import { fillAddress, reviewAndPlaceOrder } from './support/checkout.js';
import { emailTo } from './support/mailbox.js';
import { changeSettings } from './support/settings.js';

/**
 * Reviews from verified buyers in the browser (docs/decisions/0023-reviews.md): a guest buys a
 * product nobody has reviewed; once it is delivered the review request arrives by email; the buyer
 * reviews it from the link; a moderator approves it and replies on the Reviews screen; the product
 * page then shows the stars, the review and the reply, and says so in its JSON-LD. The shop asks for
 * reviews on the day of delivery meanwhile; its settings are put back as they were.
 */
let browser: Browser;
/** The administrator's tab, signed in once. */
let owner: Page;
let restoreSettings: () => Promise<void>;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await newVisitor(browser));
  await signIn(owner, admin.email, admin.password);
  restoreSettings = await changeSettings(owner, (settings) => ({
    ...settings,
    reviews: { publishAtOnce: false, requestAfterDays: 0 },
  }));
});

afterAll(async () => {
  try {
    await restoreSettings();
  } finally {
    await browser.close();
  }
});

/** A JSON call the administrator's tab makes: its status and answer. */
const asOwner = (method: 'GET' | 'PUT' | 'PATCH', path: string, body?: object) =>
  callApi(owner, method, path, body);

/** The product page's structured data. */
async function productJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as { '@type'?: string } & Record<string, unknown>)
    .find((data) => data['@type'] === 'Product')!;
}

describe('reviews from verified buyers', () => {
  it('a buyer reviews from the email, a moderator approves and replies, and the product page shows both', async () => {
    const product = await findProduct(
      'a product nobody has reviewed',
      (p) => p.reviewCount === 0 && p.inventoryQuantity >= 2,
    );
    const email = `reviewer-${Date.now()}@example.co.za`;

    // A guest buys it by EFT.
    const { page } = await newVisitor(browser);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('region', { name: 'Customer Reviews' }).getByText('No reviews yet').waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('Thandeka Mthembu');
    await page.getByLabel('Email').fill(email);
    await fillAddress(page);
    await reviewAndPlaceOrder(page);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    const orderNumber = (await page.getByText(/^ORD-/).first().innerText()).trim();

    // Not delivered yet: nothing to review. Then paid and delivered.
    expect((await asOwner('PATCH', `/api/admin/orders/${orderId}`, { paymentStatus: 'paid' })).status).toBe(
      200,
    );
    expect((await asOwner('PATCH', `/api/admin/orders/${orderId}`, { status: 'delivered' })).status).toBe(
      200,
    );

    // The review request, the day of delivery (the settings say 0 days).
    const request = await emailTo(email, `How is your order ${orderNumber}? Review what you bought`, 60_000);
    expect(request.text).toContain(product.title);
    const link = /(http\S+#reviews)/.exec(request.text)![1]!;
    expect(link).toContain(`/orders/${orderId}?key=`);

    // The buyer writes the review from the link.
    await page.goto(link);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: `Write a review of ${product.title}` }).click();
    const form = reviews.getByRole('form', { name: `Write a review of ${product.title}` });
    await form.getByRole('button', { name: 'Send review' }).click();
    await form.getByText('Choose a rating from 1 to 5 stars').waitFor();
    // The fifth star, as a shopper clicks it (the radio button itself is drawn as the star).
    await form
      .locator('label')
      .filter({ hasText: /^5 stars$/ })
      .click();
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Title').fill('Solid <b>and</b> handsome');
    await form
      .getByLabel('Review')
      .fill('Heavier than it looks.\nIt has been used every day since it arrived.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await reviews.getByText('Thank you! Your review will appear once it is approved.').waitFor();
    await reviews.getByText('Waiting for approval').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'order-review-written');

    // Waiting: shoppers see no review yet.
    await page.goto(`/product/${product.id}`);
    await page.getByRole('region', { name: 'Customer Reviews' }).getByText('No reviews yet').waitFor();

    // A moderator: sees the Reviews screen and nothing else of the panel.
    const { page: moderatorPage } = await newVisitor(browser);
    const moderatorEmail = await signUp(moderatorPage, 'Mpho Moderator');
    const users = await asOwner('GET', `/api/admin/users?q=${encodeURIComponent(moderatorEmail)}`);
    const moderatorId = (users.body as { users: Array<{ id: string }> }).users[0]!.id;
    expect((await asOwner('PUT', `/api/admin/users/${moderatorId}/role`, { role: 'moderator' })).status).toBe(
      204,
    );
    await moderatorPage.goto('/admin');
    await moderatorPage.waitForURL((url) => url.pathname === '/admin/reviews');
    const nav = moderatorPage.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Reviews' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Reviews']);
    await moderatorPage.goto('/admin/orders');
    await moderatorPage.waitForURL((url) => url.pathname === '/admin/reviews');

    // It waits on the Pending tab; the moderator approves it and replies.
    await moderatorPage
      .getByLabel('Search by product, author, title or text')
      .fill('Solid <b>and</b> handsome');
    await moderatorPage.getByLabel('Search by product, author, title or text').press('Enter');
    await moderatorPage.getByRole('button', { name: 'Approve "Solid <b>and</b> handsome"' }).click();
    await moderatorPage.getByText('Review published').waitFor();
    await moderatorPage.getByRole('tab', { name: /Published/ }).click();
    await moderatorPage.getByRole('button', { name: 'Reply to "Solid <b>and</b> handsome"' }).click();
    await moderatorPage.getByLabel("The shop's reply").fill('Thank you, Thandeka! Enjoy it.');
    await moderatorPage.getByRole('button', { name: 'Save reply' }).click();
    await moderatorPage.getByText('Reply saved').waitFor();
    await screenshot(moderatorPage, 'admin-reviews-moderator');

    // The product page: its stars, the review (as text, not markup), the reply, and its JSON-LD.
    await page.goto(`/product/${product.id}`);
    const section = page.getByRole('region', { name: 'Customer Reviews' });
    await section.getByText('Based on 1 review').waitFor();
    const review = section.getByRole('article', { name: 'Solid <b>and</b> handsome' });
    await review.getByText('Thandeka M.').waitFor();
    await review.getByText('Verified purchase').waitFor();
    await review.getByText('Heavier than it looks.').waitFor();
    await review.getByText('Thank you, Thandeka! Enjoy it.').waitFor();
    expect(await page.locator('#reviews b').count()).toBe(0);
    await section.getByRole('img', { name: '5 out of 5 stars' }).first().waitFor();
    const jsonLd = await productJsonLd(page);
    expect(jsonLd.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
    });
    expect(jsonLd.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        name: 'Solid <b>and</b> handsome',
        author: { '@type': 'Person', name: 'Thandeka M.' },
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]);
    await expectAccessible(page);
    await screenshot(page, 'product-reviews');
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'product-reviews-phone');

    // The buyer's order page shows it published, with the shop's reply.
    await page.goto(link);
    await page.getByRole('region', { name: 'Reviews' }).getByText('Thank you, Thandeka! Enjoy it.').waitFor();
  });
});
