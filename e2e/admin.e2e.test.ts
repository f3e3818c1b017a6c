import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, signIn, signUp } from './support/accounts.js';
import { expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  ({ context, page } = await newVisitor(browser));
});
afterEach(() => context.close());

describe('the admin gate', () => {
  it('sends a visitor who is not signed in to /auth', async () => {
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Authentication Required').waitFor();
    expect(await page.getByText('Please log in to access the admin panel.').isVisible()).toBe(true);
  });

  it('sends a signed-in shopper who is not an administrator to /', async () => {
    await signUp(page);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Access Denied').waitFor();
    expect(await page.getByText('You do not have permission to access this page.').isVisible()).toBe(true);
  });
});

describe('the dashboard', () => {
  it('shows the eight figures and the users, and changes a role', async () => {
    const shopperPage = (await newVisitor(browser)).page;
    const shopperEmail = await signUp(shopperPage, 'Role Change Shopper');
    await shopperPage.context().close();

    await signIn(page, admin.email, admin.password);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText('Admin Panel').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View Store' }).getAttribute('href')).toBe('/');

    await page.getByText('Completion Rate').waitFor();
    const figures = await page.locator('dl dt').allInnerTexts();
    expect(figures).toEqual([
      'Total Sales',
      'Total Users',
      'Products',
      'Active Coupons',
      'Pending Orders',
      'Completed Orders',
      'Average Order Value',
      'Completion Rate',
    ]);
    const values = await page.locator('dl dd').allInnerTexts();
    expect(values[0]).toMatch(/^\$\d+\.\d{2}$/);
    expect(values[2]).toBe('48');
    expect(values[7]).toMatch(/^\d+\.\d%$/);

    const row = page.getByRole('row').filter({ hasText: shopperEmail });
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await page.getByText('User role has been updated successfully.').waitFor();
    expect(await row.getByRole('combobox').innerText()).toBe('Moderator');
    await expectAccessible(page);
    await screenshot(page, 'admin-dashboard');
  });
});
