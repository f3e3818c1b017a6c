import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

/** The system Chromium (no browser download), with the flags this sandbox needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * A fresh visitor: its own cookies, so its own cart. Reduced motion settles toasts and dialogs at
 * once, so axe never measures a colour halfway through a fade-in.
 */
export async function newVisitor(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: 'reduce',
  });
  const page: Page = await context.newPage();
  return { context, page: waitingForHydration(page) };
}

/**
 * A server-rendered page shows before React runs it, and a click before then does nothing: each
 * load (goto, reload) waits until the app marks the document hydrated (src/web/main.tsx).
 */
function waitingForHydration(page: Page): Page {
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // A page that is not the shop's (PayFast's simulator) has nothing to hydrate.
    if (new URL(page.url()).origin === baseUrl) await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/**
 * Opens `path` with the page's scripts held back and does `meanwhile` on the server-rendered page, as
 * a visitor on a slow connection would; then lets the scripts run and waits until React runs the page.
 */
export async function beforeHydration(page: Page, path: string, meanwhile: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  try {
    // goto answers once the page is hydrated (waitingForHydration).
    const hydrated = page.goto(path);
    await page.waitForURL(`**${path}`, { waitUntil: 'commit' });
    await meanwhile();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await hydrated;
  } finally {
    release();
    await page.unroute('**/*.js');
  }
}

/** Axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

const SCREENSHOT_DIR = path.resolve('e2e/screenshots');

/** Keeps a picture of the screen for a person to look at (e2e/screenshots, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export interface Visit {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One browser for the test file and a fresh visitor (own cookies, own cart) for each test: registers
 * the hooks, and hands each test's visit to `onVisit` before the test runs.
 */
export function freshVisitorPerTest(onVisit: (visit: Visit) => void): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    const visit = await newVisitor(browser!);
    context = visit.context;
    onVisit({ browser: browser!, ...visit });
  });
  afterEach(() => context?.close());
}
