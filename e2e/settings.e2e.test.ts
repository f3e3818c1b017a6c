import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRand } from '../src/shared/money.js';
import type { SettingsAnswer } from '../src/shared/schemas/settings.js';
import { TYPED_BUSINESS } from '../src/shared/testing/example-business.js';
import { admin, signIn } from './support/accounts.js';
import { readSettings, saveSettings } from './support/settings.js';
import { expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';
import { fetchPage } from './support/page-html.js';

/**
 * docs/decisions/0019-shop-settings.md in the browser: the owner changes the shop's settings on their
 * screen, and shoppers pay and read the new fees. Every test file shares one shop: the settings are
 * put back as they were found.
 */
let browser: Browser;
/** The administrator's tab, signed in once. */
let owner: Page;
let found: SettingsAnswer;
/** The bank account the shop was started with (EFT_*, e2e/global-setup.ts). */
const eftAccount = inject('eftAccount');

/** An amount as the form's rand field shows it: 99.99, 600.00. */
const randField = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await newVisitor(browser));
  await signIn(owner, admin.email, admin.password);
  found = await readSettings(owner);
});

afterAll(async () => {
  try {
    const now = await readSettings(owner);
    if (JSON.stringify(now.settings) !== JSON.stringify(found.settings)) {
      expect(await saveSettings(owner, { settings: found.settings, version: now.version })).toBe(200);
    }
  } finally {
    await browser.close();
  }
});

const openSettings = async (page: Page) => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
};

describe('shop settings', () => {
  it('the owner changes the standard fee and the free-delivery threshold, and shoppers pay and read them', async () => {
    const { delivery, holds } = found.settings;
    // Until the owner first saves, the bank account is the one EFT_* give.
    expect(found.settings.eft).toEqual(eftAccount);
    const eft = eftAccount;
    await openSettings(owner);
    for (const section of ['Bank account for EFT payments', 'Delivery', 'Unpaid orders']) {
      await owner.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    // The values the shop has now.
    const field = (label: string) => owner.getByLabel(label, { exact: true });
    await expect
      .poll(() => field('Standard delivery fee').inputValue())
      .toBe(randField(delivery.standardCents));
    expect(await field('Express delivery fee').inputValue()).toBe(randField(delivery.expressCents));
    expect(await field('Free standard delivery from').inputValue()).toBe(randField(delivery.freeFromCents));
    expect(await field('Bank').inputValue()).toBe(eft.bankName);
    expect(await field('Account holder').inputValue()).toBe(eft.accountHolder);
    expect(await field('Account number').inputValue()).toBe(eft.accountNumber);
    expect(await field('Branch code').inputValue()).toBe(eft.branchCode);
    expect(await field('Online payment hold (minutes)').inputValue()).toBe(String(holds.onlineMinutes));
    expect(await field('EFT payment hold (days)').inputValue()).toBe(String(holds.eftDays));

    // The shared schema checks what is typed before anything is sent.
    await field('Branch code').fill('12 34');
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.getByText('Branch code is 6 digits').waitFor();
    await field('Branch code').fill(eft.branchCode);

    await field('Standard delivery fee').fill('65');
    await field('Free standard delivery from').fill('600');
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.getByText('Settings saved').waitFor();
    await owner.getByText(/^Last saved /).waitFor();
    await expect.poll(() => field('Standard delivery fee').inputValue()).toBe('65.00');
    expect(await field('Free standard delivery from').inputValue()).toBe('600.00');
    const history = owner.getByRole('region', { name: 'History' });
    await history
      .getByText(`Standard delivery fee: $${randField(delivery.standardCents)} → $65.00`)
      .waitFor();
    await history
      .getByText(`Free standard delivery from: $${randField(delivery.freeFromCents)} → $600.00`)
      .waitFor();
    expect(
      await history
        .getByText(/^Changed by /)
        .first()
        .innerText(),
    ).toContain(admin.email);
    await expectAccessible(owner);
    await screenshot(owner, 'admin-settings');

    // A shopper's cart charges the new fee and counts to the new threshold.
    const product = await findProduct(
      'a product under R200 in stock',
      (p) => p.unitPriceCents < 20_000 && p.inventoryQuantity >= 1,
    );
    const { page: shopper, context } = await newVisitor(browser);
    try {
      await shopper.goto(`/product/${product.id}`);
      await shopper.getByText('Free shipping on orders over R600').waitFor();
      await shopper.getByRole('button', { name: 'Add to Cart' }).click();
      await shopper.getByText('Added to cart').first().waitFor();
      await shopper.goto('/cart');
      await expect.poll(() => shopper.getByTestId('shipping').innerText()).toBe('R65.00');
      expect(await shopper.getByTestId('total').innerText()).toBe(formatRand(product.unitPriceCents + 6_500));
      await shopper
        .getByText(`Add ${formatRand(60_000 - product.unitPriceCents)} more for free shipping!`)
        .waitFor();

      await shopper.goto('/shipping');
      await shopper.getByText('Orders under R600:').waitFor();
      expect(await shopper.locator('main').innerText()).toMatch(
        /Free shipping on orders of R600 or more; otherwise a flat R65\./,
      );
    } finally {
      await context.close();
    }

    // Without JavaScript too: the server renders the pages with the settings.
    const shipping = await fetchPage('/shipping');
    expect(shipping.text).toContain('Free shipping on orders of R600 or more; otherwise a flat R65.');
    expect(shipping.text).toContain('Orders under R600: a flat R65 per order');
    expect(shipping.text).toContain(`Express delivery: ${formatRand(delivery.expressCents)} per order`);
    expect(shipping.meta.description).toContain('Free shipping on orders over R600.');
    expect((await fetchPage('/terms')).text).toContain(
      'free on orders of R600 or more, otherwise a flat R65.',
    );
  });

  it("the owner fills in the business's details, and every page shows them, without JavaScript too", async () => {
    const sentence =
      'Karoo Goods is a trading name of Karoo Goods Trading (Pty) Ltd, private company ((Pty) Ltd), registration number 2019/123456/07.';
    const coolingOff =
      'You may cancel an order made online within 7 days of receiving the goods, without reason or penalty, and we refund you within 30 days (Electronic Communications and Transactions Act, section 44).';

    // None yet: no block at the foot of the pages, and the legal page says so.
    expect(found.settings.business).toBeNull();
    const before = await fetchPage('/legal');
    expect(before.title).toContain('Legal information');
    expect(before.text).toContain('The shop has not published its business details yet.');
    expect(before.text).toContain(coolingOff);
    expect(before.html).not.toContain('data-testid="business-details"');

    // The dashboard's setup checklist has them to do, with the way to the Settings screen; the bank
    // account (EFT_*) is done.
    await owner.goto('/admin');
    const checklist = owner.getByRole('region', { name: 'Set up your shop' });
    const step = (title: string) =>
      checklist
        .getByRole('listitem')
        .filter({ has: owner.getByRole('heading', { level: 3, name: title, exact: true }) });
    await step('Business details').getByText('To do', { exact: true }).waitFor();
    expect(
      await step('Business details').getByRole('link', { name: 'Open Settings' }).getAttribute('href'),
    ).toBe('/admin/settings');
    await step('Bank account for EFT').getByText('Done', { exact: true }).waitFor();
    await step('Public address').getByText('PUBLIC_URL', { exact: true }).waitFor();
    expect(await checklist.getByRole('listitem').count()).toBe(5);
    await expectAccessible(owner);
    await screenshot(owner, 'admin-setup-checklist');

    await openSettings(owner);
    await owner.getByRole('heading', { name: 'Business details', exact: true }).waitFor();
    const field = (label: string) => owner.getByLabel(label, { exact: true });
    await expect.poll(() => field('Bank').inputValue()).toBe(eftAccount.bankName);
    for (const label of [
      'Trading name',
      'Legal name',
      'Registration number',
      'VAT number',
      'Phone',
      'Email',
    ]) {
      expect(await field(label).inputValue()).toBe('');
    }
    expect(await field('Postal address for service').getAttribute('aria-describedby')).toBeTruthy();
    await owner.getByText('Where legal documents are served on the business.').waitFor();

    // One filled in: every one is checked.
    await field('Trading name').fill(TYPED_BUSINESS.tradingName);
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.getByText('Legal name is required').waitFor();
    await owner.getByText('Choose a legal status').waitFor();
    await owner.getByText('Postal address for service is required').waitFor();

    await field('Legal name').fill(TYPED_BUSINESS.legalName);
    await field('Legal status').click();
    await owner.getByRole('option', { name: 'Private company ((Pty) Ltd)' }).click();
    await field('VAT number').fill(TYPED_BUSINESS.vatNumber);
    await field('Phone').fill(TYPED_BUSINESS.phone);
    await field('Email').fill(TYPED_BUSINESS.email);
    await field('Physical address').fill(TYPED_BUSINESS.physicalAddress);
    await field('Postal address for service').fill(TYPED_BUSINESS.postalAddress);
    // A (Pty) Ltd is registered: its number is asked for.
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.getByText('Registration number is required for a private company ((Pty) Ltd)').waitFor();
    await field('Registration number').fill(TYPED_BUSINESS.registrationNumber);
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.getByText('Settings saved').waitFor();
    // Newest first: another test file may have filled them in and taken them out before.
    const history = owner.getByRole('region', { name: 'History' });
    await history.getByText('Trading name: — → Karoo Goods').first().waitFor();
    await history.getByText('Legal status: — → Private company ((Pty) Ltd)').first().waitFor();
    await expect.poll(() => field('Phone').inputValue()).toBe('0215550123');
    expect(await field('Email').inputValue()).toBe('hello@karoogoods.co.za');
    await expectAccessible(owner);
    await screenshot(owner, 'admin-settings-business');

    // The checklist ticks them.
    await owner.goto('/admin');
    await step('Business details').getByText('Done', { exact: true }).waitFor();
    expect(await step('Business details').getByRole('link').count()).toBe(0);
    await step('Public address').getByText('To do', { exact: true }).waitFor();

    // A shopper sees them at the foot of a page, and all of them on the legal page.
    const { page: shopper, context } = await newVisitor(browser);
    try {
      await shopper.goto('/shipping');
      const details = shopper.getByTestId('business-details');
      await details.getByText(sentence).waitFor();
      const lines = await details.locator('p').allInnerTexts();
      expect(lines.slice(0, 3)).toEqual([
        sentence,
        'VAT number 4123456789',
        '12 Long Street, Cape Town, 8001',
      ]);
      expect(await details.getByRole('link', { name: '021 555 0123' }).getAttribute('href')).toBe(
        'tel:+27215550123',
      );
      expect(await details.getByRole('link', { name: 'hello@karoogoods.co.za' }).getAttribute('href')).toBe(
        'mailto:hello@karoogoods.co.za',
      );
      await expectAccessible(shopper);
      await screenshot(shopper, 'footer-business');

      await details.getByRole('link', { name: 'Legal information' }).click();
      await shopper.getByRole('heading', { level: 1, name: 'Legal information' }).waitFor();
      expect(new URL(shopper.url()).pathname).toBe('/legal');
      const main = shopper.getByRole('main');
      const text = await main.innerText();
      for (const detail of [
        'Karoo Goods Trading (Pty) Ltd',
        'Karoo Goods',
        'Private company ((Pty) Ltd)',
        '2019/123456/07',
        '4123456789',
        '12 Long Street\nCape Town\n8001',
        'PO Box 123\nCape Town\n8000',
        'Postal address for service of legal documents',
        '021 555 0123',
        'hello@karoogoods.co.za',
        coolingOff,
      ]) {
        expect(text).toContain(detail);
      }
      expect(await main.getByRole('link', { name: 'returns and refund policy' }).getAttribute('href')).toBe(
        '/returns',
      );
      await expectAccessible(shopper);
      await screenshot(shopper, 'legal');
    } finally {
      await context.close();
    }

    // Without JavaScript too: the server renders them on every page.
    const shipping = await fetchPage('/shipping');
    expect(shipping.text).toContain(sentence);
    expect(shipping.text).toContain('VAT number 4123456789');
    const legal = await fetchPage('/legal');
    for (const detail of ['Private company ((Pty) Ltd)', 'PO Box 123', '021 555 0123', coolingOff]) {
      expect(legal.text).toContain(detail);
    }
    expect(legal.text).not.toContain('has not published');
  });

  it('reloads the settings when someone else saved them first, keeping theirs', async () => {
    await openSettings(owner);
    const field = (label: string) => owner.getByLabel(label, { exact: true });
    const loaded = await readSettings(owner);
    await expect
      .poll(() => field('Express delivery fee').inputValue())
      .toBe(randField(loaded.settings.delivery.expressCents));

    // Another administrator saves while this screen is open.
    const theirs = { ...loaded.settings, holds: { ...loaded.settings.holds, eftDays: 5 } };
    expect(await saveSettings(owner, { settings: theirs, version: loaded.version })).toBe(200);

    await field('Express delivery fee').fill('175');
    await owner.getByRole('button', { name: 'Save settings' }).click();
    // The screen's own words for the refusal's code.
    await owner.getByText(/They have been reloaded: make your changes again/).waitFor();
    // The screen shows their settings, not the refused change.
    await expect.poll(() => field('EFT payment hold (days)').inputValue()).toBe('5');
    expect(await field('Express delivery fee').inputValue()).toBe(
      randField(loaded.settings.delivery.expressCents),
    );
    expect((await readSettings(owner)).settings).toEqual(theirs);
  });

  it('fits a 390 px phone', async () => {
    const phone = await newVisitor(browser, { width: 390, height: 844 });
    try {
      await signIn(phone.page, admin.email, admin.password);
      await openSettings(phone.page);
      await phone.page.getByRole('button', { name: 'Save settings' }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'admin-phone-settings');
      // The dashboard's setup checklist fits too.
      await phone.page.goto('/admin');
      await phone.page.getByRole('region', { name: 'Set up your shop' }).getByText('PUBLIC_URL').waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'admin-phone-setup-checklist');
      // The legal page and the business's details at the foot of it fit too.
      await phone.page.goto('/legal');
      await phone.page.getByTestId('business-details').waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'phone-legal');
    } finally {
      await phone.context.close();
    }
  });
});
