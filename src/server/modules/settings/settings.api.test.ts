import { describe, expect, it } from 'vitest';
import type { AuditHistory } from '../../../shared/schemas/audit.js';
import type { Cart } from '../../../shared/schemas/cart.js';
import type { PlacedOrder, Quote } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { PublicConfig } from '../../../shared/schemas/config.js';
import type { SettingsAnswer, ShopSettings } from '../../../shared/schemas/settings.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertProduct } from '../../testing/fixtures.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

/** The environment's values (the test app's configuration) and the fees the shop always had. */
const FIRST: ShopSettings = {
  eft: {
    bankName: 'First National Bank',
    accountHolder: 'Lekker Living (Pty) Ltd',
    accountNumber: '62812345678',
    branchCode: '250655',
  },
  delivery: { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 },
  holds: { onlineMinutes: 60, eftDays: 3 },
};

const OWN: ShopSettings = {
  eft: {
    bankName: 'Capitec Business',
    accountHolder: 'Karoo Goods (Pty) Ltd',
    accountNumber: '1052 3344 91',
    branchCode: '450105',
  },
  delivery: { standardCents: 6_500, expressCents: 18_000, freeFromCents: 80_000 },
  holds: { onlineMinutes: 30, eftDays: 5 },
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
    ];
    for (const [settings, field] of cases) {
      const res = await save(settings, before.version);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(json<ApiErrorBody>(res).error.fields).toHaveProperty([field]);
    }
    expect(await read()).toEqual(before);
  });
});
