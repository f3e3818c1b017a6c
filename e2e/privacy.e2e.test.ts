import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../src/shared/schemas/privacy.js';
import { expectAccessible, freshVisitorPerTest, screenshot } from './support/browser.js';

let page: Page;
freshVisitorPerTest((visit) => ({ page } = visit));

const header = () => page.locator('header');
const PASSWORD = 'lekker-password';

describe('a shopper’s privacy', () => {
  it('signs up asking for news and offers, sees the consent on /account, downloads their data and deletes the account', async () => {
    const email = `popia-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const consent = page.getByRole('checkbox', { name: 'Send me news and offers' });
    // The box starts unticked: consent is the shopper's act.
    expect(await consent.isChecked()).toBe(false);
    await page.getByLabel('Full Name').fill('Palesa Molefe');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await consent.check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Success!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await header().getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'My Account', exact: true }).waitFor();
    await page.getByText(email).waitFor();
    expect(await page.getByText('Palesa Molefe').isVisible()).toBe(true);
    const marketing = page.getByRole('switch', { name: 'Send me news and offers' });
    expect(await marketing.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.getByText(/^On: you agreed when you signed up, on \d{1,2} \w+ \d{4} at \d\d:\d\d\./).count(),
    ).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'account');

    // Everything the shop holds, as one file named with the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lekker-living-account-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as AccountExport;
    expect(data.profile).toMatchObject({ fullName: 'Palesa Molefe', email });
    expect(data.marketingConsents).toEqual([
      expect.objectContaining({ email, source: 'sign_up', withdrawnAt: null }),
    ]);
    expect(data.reviews).toEqual([]);

    // Switched off, the page says since when.
    await marketing.click();
    await page.getByText('You will get no more marketing emails.').waitFor();
    await page.getByText(/^Off: you said no more on /).waitFor();
    expect(await marketing.getAttribute('aria-checked')).toBe('false');

    // On a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.getByLabel('Your password, to confirm').waitFor();
    await screenshot(page, 'account-phone');

    // A wrong password is refused, and the account stays.
    await page.getByLabel('Your password, to confirm').fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByRole('alert').getByText('That is not your password.').waitFor();

    await page.getByLabel('Your password, to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByRole('heading', { name: 'Your account is deleted' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-deleted-phone');

    // Signed out for good: the password no longer opens anything, and the page asks to sign in.
    await page.setViewportSize({ width: 1280, height: 900 });
    await header().getByRole('link', { name: 'Sign In' }).waitFor();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await page.goto('/account');
    await page.getByText('Sign in to see your account.').waitFor();
  });
});
