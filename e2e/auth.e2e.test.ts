import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, signIn, signUp } from './support/accounts.js';
import { beforeHydration, expectAccessible, freshVisitorPerTest, screenshot } from './support/browser.js';

let page: Page;
freshVisitorPerTest((visit) => ({ page } = visit));

const header = () => page.locator('header');

describe('/auth', () => {
  it('has Sign In and Sign Up tabs, and checks the fields before sending', async () => {
    await page.goto('/auth');
    await page.getByRole('tablist').waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Sign In', 'Sign Up']);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Password is required').waitFor();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Short Password');
    await page.getByLabel('Email').fill('short@example.com');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'auth-sign-up');
  });

  it('signs a new shopper up and in at once, shows Sign Out, and signs out back to /', async () => {
    const email = await signUp(page, 'Thandi Nkosi');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText("Account created successfully. You're now logged in.").isVisible()).toBe(
      true,
    );
    await header().getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await header().getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    // A signed-in visitor who opens /auth is sent to /.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');

    await header().getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText("You've been successfully signed out.").waitFor();
    await header().getByRole('link', { name: 'Sign In' }).waitFor();

    // The same email cannot sign up twice.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Account exists').waitFor();
    expect(
      await page.getByText('This email is already registered. Please sign in instead.').isVisible(),
    ).toBe(true);
  });

  it('refuses a wrong password with its message, and welcomes the right one', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await signIn(page, admin.email, admin.password);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps what was typed before the page\u2019s script ran, and signs in with it', async () => {
    await beforeHydration(page, '/auth', async () => {
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
    });

    expect(await page.getByLabel('Email').inputValue()).toBe(admin.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header().getByRole('button', { name: 'Sign Out' }).waitFor();
  });
});
