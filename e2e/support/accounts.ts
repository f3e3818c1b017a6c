import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newVisitor } from './browser.js';

export const admin = inject('admin');

let accounts = 0;

/** Signs up a new shopper through /auth; returns the email. The page ends on /. */
export async function signUp(page: Page, fullName = 'Test Shopper'): Promise<string> {
  accounts += 1;
  const email = `shopper${accounts}-${Date.now()}@example.com`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('lekker-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Success!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  return email;
}

/** Signs in through /auth and waits for the welcome. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome back!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Works as the administrator, in a browser context of its own that is closed afterwards. */
export async function asAdmin<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await newVisitor(browser);
  try {
    await signIn(visitor.page, admin.email, admin.password);
    return await work(visitor.page);
  } finally {
    await visitor.context.close();
  }
}
