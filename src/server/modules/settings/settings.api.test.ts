import { describe, expect, it } from 'vitest';
import type { AuditHistory } from '../../../shared/schemas/audit.js';
import type { Cart } from '../../../shared/schemas/cart.js';
import type { PlacedOrder, Quote } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { PublicConfig } from '../../../shared/schemas/config.js';
import type { SettingsAnswer, ShopSettings } from '../../../shared/schemas/settings.js';
import { KEPT_BUSINESS, TYPED_BUSINESS } from '../../../shared/testing/example-business.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertProduct } from '../../testing/fixtures.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

/** The environment's values (the test app's configuration) and the fees the shop always had. */
const FIRST: ShopSettings = {
  business: null,
  eft: {
    bankName: 'First National Bank',
    accountHolder: 'Lekker Living (Pty) Ltd',
    accountNumber: '62812345678',
    branchCode: '250655',
  },
  delivery: { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 },
  holds: { onlineMinutes: 60, eftDays: 3 },
  tax: { vatRateBasisPoints: 1_500 },
  returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
  privacy: { officerName: null, officerEmail: null },
  reviews: { publishAtOnce: false, requestAfterDays: 7 },
};

const OWN: ShopSettings = {
  business: null,
  eft: {
    bankName: 'Capitec Business',
    accountHolder: 'Karoo Goods (Pty) Ltd',
    accountNumber: '1052 3344 91',
    branchCode: '450105',
  },
  delivery: { standardCents: 6_500, expressCents: 18_000, freeFromCents: 80_000 },
  holds: { onlineMinutes: 30, eftDays: 5 },
  tax: { vatRateBasisPoints: 1_550 },
  returns: { returnDays: 14, defectMonths: 12, coolingOffDays: 10 },
  privacy: { officerName: 'Thandi Mokoena', officerEmail: 'privacy@karoogoods.co.za' },
  reviews: { publishAtOnce: true, requestAfterDays: 10 },
};

const read = async () => json<SettingsAnswer>(await file.call('GET', '/api/admin/settings'));
const save = (settings: object, version: number) =>
  file.call('PUT', '/api/admin/settings', { settings, version });

describe("the shop's settings", () => {
  it('are the environment’s values until the owner saves, then the saved ones, everywhere', async () => {
    expect(await read()).toEqual({ settings: FIRST, version: 0, updatedAt: null });

    const res = await save(OWN, 0);
    expect(res.statusCode).toBe(200);
    const saved = json<SettingsAnswer>(res);
    // The account number is kept as digits.
    expect(saved).toMatchObject({
      settings: { ...OWN, eft: { ...OWN.eft, accountNumber: '1052334491' } },
      version: 1,
    });
    expect(await read()).toEqual(saved);

    const config = json<PublicConfig>(await file.t.app.inject({ method: 'GET', url: '/api/config' }));
    expect(config).toMatchObject({ eft: saved.settings.eft, delivery: OWN.delivery });

    // The cart and checkout price delivery by them: R65 below R800, free from it; express R180.
    const lamp = await insertProduct(file.t.db, { title: 'Settings Lamp', priceCents: 70_000 });
    const cookies = await cartWith(file.t, [{ productId: lamp }]);
    const cart = json<Cart>(await file.t.app.inject({ method: 'GET', url: '/api/cart', cookies }));
    expect(cart).toMatchObject({ shippingCents: 6_500, totalCents: 76_500, toFreeShippingCents: 10_000 });
    const quote = json<Quote>(
      await file.t.app.inject({ method: 'POST', url: '/api/checkout/quote', cookies, payload: {} }),
    );
    expect(quote.deliveryOptions).toEqual([
      { method: 'standard', feeCents: 6_500 },
      { method: 'express', feeCents: 18_000 },
    ]);

    // An EFT order holds its stock for the saved days, and its email names the saved account.
    const placed = await placeOrder(file.t, cookies, checkoutBody());
    expect(placed.statusCode).toBe(201);
    const { order } = json<PlacedOrder>(placed);
    expect(order.shippingCents).toBe(6_500);
    expect(Date.parse(order.holdUntil!) - Date.parse(order.createdAt)).toBe(5 * 24 * 60 * 60_000);
    const email = await file.t.db.kysely
      .selectFrom('outbox_emails')
      .select('message')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(email.message).toContain('Karoo Goods (Pty) Ltd');
    expect(email.message).toContain('1052334491');
  });

  it('records each changed setting in the audit trail, and refuses a save made from an older version', async () => {
    const { version, settings } = await read();
    const changed = { ...settings, holds: { ...settings.holds, eftDays: 7 } };
    expect((await save(changed, version)).statusCode).toBe(200);
    const [latest] = json<AuditHistory>(await file.call('GET', '/api/admin/audit/settings/shop')).events;
    expect(latest?.changes).toEqual([{ field: 'holds.eftDays', from: settings.holds.eftDays, to: 7 }]);

    // Another admin's form, loaded before that save.
    const stale = await save({ ...settings, delivery: { ...settings.delivery, standardCents: 1 } }, version);
    expect(stale.statusCode).toBe(409);
    expect(json<ApiErrorBody>(stale).error.code).toBe('settings_changed');
    expect(await read()).toMatchObject({ settings: changed, version: version + 1 });
  });

  it('refuses bad settings field by field, and keeps the ones it has', async () => {
    const before = await read();
    const cases: Array<[object, string]> = [
      [{ ...OWN, eft: { ...OWN.eft, accountNumber: '12ab' } }, 'settings.eft.accountNumber'],
      [{ ...OWN, eft: { ...OWN.eft, branchCode: '12345' } }, 'settings.eft.branchCode'],
      [{ ...OWN, eft: { ...OWN.eft, bankName: '  ' } }, 'settings.eft.bankName'],
      [{ ...OWN, delivery: { ...OWN.delivery, expressCents: 0 } }, 'settings.delivery.expressCents'],
      [{ ...OWN, delivery: { ...OWN.delivery, standardCents: -1 } }, 'settings.delivery.standardCents'],
      [{ ...OWN, delivery: { ...OWN.delivery, freeFromCents: 10.5 } }, 'settings.delivery.freeFromCents'],
      [{ ...OWN, holds: { ...OWN.holds, onlineMinutes: 0 } }, 'settings.holds.onlineMinutes'],
      [{ ...OWN, holds: { ...OWN.holds, eftDays: 61 } }, 'settings.holds.eftDays'],
      [{ ...OWN, vatRate: 15 }, 'settings'],
      [{ ...OWN, tax: { vatRateBasisPoints: 15.5 } }, 'settings.tax.vatRateBasisPoints'],
      [{ ...OWN, tax: { vatRateBasisPoints: 10_001 } }, 'settings.tax.vatRateBasisPoints'],
      [{ ...OWN, returns: { ...OWN.returns, returnDays: 6 } }, 'settings.returns.returnDays'],
      [{ ...OWN, returns: { ...OWN.returns, defectMonths: 5 } }, 'settings.returns.defectMonths'],
      [{ ...OWN, returns: { ...OWN.returns, coolingOffDays: 6 } }, 'settings.returns.coolingOffDays'],
      [
        { ...OWN, privacy: { ...OWN.privacy, officerEmail: 'not an email' } },
        'settings.privacy.officerEmail',
      ],
      [{ ...OWN, business: { ...TYPED_BUSINESS, tradingName: ' ' } }, 'settings.business.tradingName'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, legalName: '' } }, 'settings.business.legalName'],
      [
        { ...OWN, business: { ...TYPED_BUSINESS, legalName: 'x'.repeat(201) } },
        'settings.business.legalName',
      ],
      [{ ...OWN, business: { ...TYPED_BUSINESS, legalStatus: 'llc' } }, 'settings.business.legalStatus'],
      // A (Pty) Ltd is registered: its number is required.
      [
        { ...OWN, business: { ...TYPED_BUSINESS, registrationNumber: ' ' } },
        'settings.business.registrationNumber',
      ],
      [{ ...OWN, business: { ...TYPED_BUSINESS, vatNumber: '5123456789' } }, 'settings.business.vatNumber'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, vatNumber: '412345678' } }, 'settings.business.vatNumber'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, physicalAddress: '' } }, 'settings.business.physicalAddress'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, postalAddress: '\n ' } }, 'settings.business.postalAddress'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, phone: '555 0123' } }, 'settings.business.phone'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, email: 'hello@' } }, 'settings.business.email'],
      [{ ...OWN, business: { ...TYPED_BUSINESS, website: 'karoo.example' } }, 'settings.business'],
      [{ eft: OWN.eft, delivery: OWN.delivery, holds: OWN.holds }, 'settings.business'],
    ];
    for (const [settings, field] of cases) {
      const res = await save(settings, before.version);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(json<ApiErrorBody>(res).error.fields).toHaveProperty([field]);
    }
    expect(await read()).toEqual(before);
    const company = await save(
      { ...OWN, business: { ...TYPED_BUSINESS, registrationNumber: '' } },
      before.version,
    );
    expect(json<ApiErrorBody>(company).error.fields).toEqual({
      'settings.business.registrationNumber':
        'Registration number is required for a private company ((Pty) Ltd)',
    });
  });
});

describe("the business's details", () => {
  const config = async () =>
    json<PublicConfig>(await file.t.app.inject({ method: 'GET', url: '/api/config' }));
  const latestChanges = async () =>
    json<AuditHistory>(await file.call('GET', '/api/admin/audit/settings/shop')).events[0]?.changes;

  it('are none until filled in, then kept, answered to the storefront and audited each from none', async () => {
    const { settings, version } = await read();
    expect(settings.business).toBeNull();
    expect((await config()).business).toBeNull();

    const res = await save({ ...settings, business: TYPED_BUSINESS }, version);
    expect(res.statusCode).toBe(200);
    expect(json<SettingsAnswer>(res).settings.business).toEqual(KEPT_BUSINESS);
    expect((await read()).settings.business).toEqual(KEPT_BUSINESS);
    expect((await config()).business).toEqual(KEPT_BUSINESS);
    expect(await latestChanges()).toEqual(
      Object.entries(KEPT_BUSINESS).map(([name, to]) => ({ field: `business.${name}`, from: null, to })),
    );

    // A sole proprietor trading under its own name, not registered for VAT: no numbers.
    const sole = {
      ...KEPT_BUSINESS,
      tradingName: 'Thandi Mokoena',
      legalName: 'Thandi Mokoena',
      legalStatus: 'sole_proprietor',
      registrationNumber: '',
      vatNumber: null,
    };
    const again = await save({ ...settings, business: sole }, version + 1);
    expect(again.statusCode).toBe(200);
    expect((await config()).business).toEqual({ ...sole, registrationNumber: null });
    expect(await latestChanges()).toEqual([
      { field: 'business.tradingName', from: 'Karoo Goods', to: 'Thandi Mokoena' },
      { field: 'business.legalName', from: 'Karoo Goods Trading (Pty) Ltd', to: 'Thandi Mokoena' },
      { field: 'business.legalStatus', from: 'private_company', to: 'sole_proprietor' },
      { field: 'business.registrationNumber', from: '2019/123456/07', to: null },
      { field: 'business.vatNumber', from: '4123456789', to: null },
    ]);

    // Cleared: each field back to none, and the storefront shows none.
    expect((await save({ ...settings, business: null }, version + 2)).statusCode).toBe(200);
    expect((await config()).business).toBeNull();
    expect(await latestChanges()).toEqual(
      Object.entries({ ...sole, registrationNumber: null })
        .filter(([, from]) => from !== null)
        .map(([name, from]) => ({ field: `business.${name}`, from, to: null })),
    );
  });

  it('are their first values in settings saved before the shop kept them', async () => {
    const { settings, version } = await read();
    const {
      business: _business,
      tax: _tax,
      returns: _returns,
      privacy: _privacy,
      reviews: _reviews,
      ...older
    } = {
      ...settings,
      holds: { ...settings.holds, eftDays: 9 },
    };
    await file.t.db.kysely
      .updateTable('shop_settings')
      .set({ settings: JSON.stringify(older), version: version + 1 })
      .where('id', '=', 'shop')
      .execute();
    expect(await read()).toMatchObject({
      settings: {
        ...older,
        business: null,
        tax: { vatRateBasisPoints: 1_500 },
        returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
        privacy: { officerName: null, officerEmail: null },
        reviews: { publishAtOnce: false, requestAfterDays: 7 },
      },
      version: version + 1,
    });
  });
});
