import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditHistory } from '../../../shared/schemas/audit.js';
import type { PlacedOrder } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { PublicConfig } from '../../../shared/schemas/config.js';
import type { SettingsAnswer } from '../../../shared/schemas/settings.js';
import { DEMO_EFT_ACCOUNT } from '../../config.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertProduct, stockOf } from '../../testing/fixtures.js';
import { type AdminTestApp, adminAppForFile, json } from '../../testing/test-app.js';

/**
 * A shop in production without a bank account of its own does not offer EFT
 * (docs/decisions/0019-shop-settings.md): not the demo account, not by the environment's defaults.
 */
const PAYFAST = {
  PAYFAST_MERCHANT_ID: '10000100',
  PAYFAST_MERCHANT_KEY: '46f0cd694581a',
  PAYFAST_PASSPHRASE: 'a-passphrase',
};
/** In production with PayFast, and no `EFT_*`. */
const shop = adminAppForFile({ env: { NODE_ENV: 'production', ...PAYFAST } });
/** In production with neither PayFast nor `EFT_*`. */
const bare = adminAppForFile({ env: { NODE_ENV: 'production' } });

const OWN = {
  bankName: 'Capitec Business',
  accountHolder: 'Karoo Goods (Pty) Ltd',
  accountNumber: '1052334491',
  branchCode: '450105',
};

const configOf = async (file: AdminTestApp) =>
  json<PublicConfig>(await file.t.app.inject({ method: 'GET', url: '/api/config' }));
const read = async (file: AdminTestApp) =>
  json<SettingsAnswer>(await file.call('GET', '/api/admin/settings'));
const saveEft = async (file: AdminTestApp, eft: object | null) => {
  const { settings, version } = await read(file);
  return file.call('PUT', '/api/admin/settings', { settings: { ...settings, eft }, version });
};
const errorOf = (res: LightMyRequestResponse) => json<ApiErrorBody>(res).error;

/** A cart of one fresh product; its id, for its stock. */
async function cart(file: AdminTestApp) {
  const product = await insertProduct(file.t.db, { priceCents: 30_000, inventoryQuantity: 4 });
  return { product, cookies: await cartWith(file.t, [{ productId: product, quantity: 2 }]) };
}

const payBy = (file: AdminTestApp, placed: PlacedOrder, method: 'eft' | 'payfast') =>
  file.t.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.order.id}/pay`,
    payload: { method, key: placed.accessKey },
  });

describe('EFT in production without a bank account of its own', () => {
  it('is not offered: the config says so, checkout and pay-by-EFT-instead refuse it, PayFast goes on', async () => {
    expect(await configOf(shop)).toMatchObject({ eft: null, payfastEnabled: true });
    expect((await read(shop)).settings.eft).toBeNull();

    const { product, cookies } = await cart(shop);
    for (const body of [checkoutBody({ paymentMethod: 'eft' }), checkoutBody()]) {
      // Asked for, or left to the body's default: refused with its own code, and nothing written.
      const refused = await placeOrder(shop.t, cookies, body);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'eft_unavailable',
        fields: { paymentMethod: expect.any(String) },
      });
    }
    expect(await stockOf(shop.t.db, product)).toBe(4);

    const placed = await placeOrder(shop.t, cookies, checkoutBody({ paymentMethod: 'payfast' }));
    expect(placed.statusCode).toBe(201);
    const order = json<PlacedOrder>(placed);
    expect(order.payment.method).toBe('payfast');

    const instead = await payBy(shop, order, 'eft');
    expect(instead.statusCode).toBe(409);
    expect(errorOf(instead).code).toBe('eft_unavailable');
    const still = await shop.t.db.kysely
      .selectFrom('orders')
      .select(['payment_method', 'hold_until'])
      .where('id', '=', order.order.id)
      .executeTakeFirstOrThrow();
    expect(still.payment_method).toBe('payfast');
    expect(Date.parse(still.hold_until!)).toBe(Date.parse(order.order.holdUntil!));
    expect((await payBy(shop, order, 'payfast')).statusCode).toBe(200);
  });

  it("refuses the demo account, and offers EFT once the owner saves the shop's own; none again when cleared", async () => {
    const demo = await saveEft(shop, DEMO_EFT_ACCOUNT);
    expect(demo.statusCode).toBe(400);
    expect(errorOf(demo)).toMatchObject({
      code: 'validation_error',
      fields: { 'settings.eft.accountNumber': expect.stringContaining('demo') },
    });
    expect((await read(shop)).settings.eft).toBeNull();

    expect((await saveEft(shop, OWN)).statusCode).toBe(200);
    const history = async () =>
      json<AuditHistory>(await shop.call('GET', '/api/admin/audit/settings/shop')).events[0]?.changes;
    // Field by field, each from none.
    expect(await history()).toEqual(
      Object.entries(OWN).map(([name, to]) => ({ field: `eft.${name}`, from: null, to })),
    );
    expect((await configOf(shop)).eft).toEqual(OWN);

    const { cookies } = await cart(shop);
    const placed = await placeOrder(shop.t, cookies, checkoutBody({ paymentMethod: 'eft' }));
    expect(placed.statusCode).toBe(201);
    const order = json<PlacedOrder>(placed);
    const email = await shop.t.db.kysely
      .selectFrom('outbox_emails')
      .select('message')
      .where('order_id', '=', order.order.id)
      .executeTakeFirstOrThrow();
    expect(email.message).toContain(OWN.accountNumber);

    // A PayFast order may now switch to EFT.
    const { cookies: other } = await cart(shop);
    const online = json<PlacedOrder>(
      await placeOrder(shop.t, other, checkoutBody({ paymentMethod: 'payfast' })),
    );
    const instead = await payBy(shop, online, 'eft');
    expect(instead.statusCode).toBe(200);
    expect(json(instead)).toEqual({ method: 'eft' });

    // Cleared: none again, each field to none.
    expect((await saveEft(shop, null)).statusCode).toBe(200);
    expect((await configOf(shop)).eft).toBeNull();
    expect(await history()).toEqual(
      Object.entries(OWN).map(([name, from]) => ({ field: `eft.${name}`, from, to: null })),
    );
    const { cookies: again } = await cart(shop);
    expect(errorOf(await placeOrder(shop.t, again, checkoutBody())).code).toBe('eft_unavailable');
  });

  it('reads a demo account saved before EFT could be none as none', async () => {
    const { settings, version } = await read(shop);
    await shop.t.db.kysely
      .updateTable('shop_settings')
      .set({ settings: JSON.stringify({ ...settings, eft: DEMO_EFT_ACCOUNT }), version: version + 1 })
      .where('id', '=', 'shop')
      .execute();
    expect(await read(shop)).toMatchObject({ settings: { eft: null }, version: version + 1 });
    expect((await configOf(shop)).eft).toBeNull();
    const { cookies } = await cart(shop);
    expect(errorOf(await placeOrder(shop.t, cookies, checkoutBody())).code).toBe('eft_unavailable');
  });
});

describe('a shop in production with neither PayFast nor a bank account', () => {
  it('says so, and refuses every order with its own code until an account is saved', async () => {
    expect(await configOf(bare)).toMatchObject({ eft: null, payfastEnabled: false });
    const { product, cookies } = await cart(bare);
    for (const paymentMethod of ['eft', 'payfast'] as const) {
      const refused = await placeOrder(bare.t, cookies, checkoutBody({ paymentMethod }));
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('payments_unavailable');
    }
    expect(await stockOf(bare.t.db, product)).toBe(4);

    expect((await saveEft(bare, OWN)).statusCode).toBe(200);
    const payfast = await placeOrder(bare.t, cookies, checkoutBody({ paymentMethod: 'payfast' }));
    expect(errorOf(payfast).code).toBe('payment_method_unavailable');
    expect((await placeOrder(bare.t, cookies, checkoutBody({ paymentMethod: 'eft' }))).statusCode).toBe(201);
  });
});
