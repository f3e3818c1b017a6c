import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';

let browser: Browser;
let page: Page;
let sent: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
  sent = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
});
afterAll(() => browser.close());

const bodyText = () => page.locator('main').innerText();

describe('static pages', () => {
  it.each(['/returns', '/return-policy'])('%s shows the returns policy', async (path) => {
    await page.goto(path);
    await page.locator('h1').waitFor();
    const text = await bodyText();
    expect(text).toMatch(/30 days of delivery/);
    expect(text).toMatch(/5-7 business days/);
    expect(text).toMatch(/2 business days/);
    expect(text).toMatch(/48 hours/);
    await expectAccessible(page);
  });

  it('shipping carries the delivery facts', async () => {
    await page.goto('/shipping');
    await page.locator('h1').waitFor();
    const text = await bodyText();
    for (const fact of [
      /3-5 business days/,
      /1-2 (business )?days/,
      /12:00/,
      /South Africa/,
      /7 days/,
      /R500/,
      /R99\.99/,
    ]) {
      expect(text).toMatch(fact);
    }
    await screenshot(page, 'shipping');
    await expectAccessible(page);
  });

  it.each([
    ['/privacy', /POPIA|Protection of Personal Information/],
    ['/terms', /1 hour/],
    ['/legal', /within 7 days of receiving the goods.*section 44/],
  ])('%s has its text', async (path, fact) => {
    await page.goto(path);
    await page.locator('h1').waitFor();
    expect(await bodyText()).toMatch(fact);
    await expectAccessible(page);
  });

  it('the FAQ has 12 questions in an accordion', async () => {
    await page.goto('/faq');
    const questions = page.locator('main [data-state] button[aria-expanded]');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(12);
    const first = questions.first();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await questions.nth(1).click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'faq');
    await expectAccessible(page);
  });
});

describe('contact', () => {
  it('requires every field, then thanks the shopper, clears the form and sends nothing', async () => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThanOrEqual(4);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('Thandi Mokoena');
    await page.getByLabel('Email', { exact: true }).fill('thandi@example.co.za');
    await page.getByLabel('Subject', { exact: true }).fill('Delivery to Polokwane');
    await page.getByLabel('Message', { exact: true }).fill('How long does delivery to Polokwane take?');
    sent.length = 0;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    expect(await page.getByText("We'll get back to you as soon as possible.").isVisible()).toBe(true);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(sent).toEqual([]);
    await screenshot(page, 'contact');
  });
});
