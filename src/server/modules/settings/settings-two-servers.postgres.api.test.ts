import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/schemas/cart.js';
import type { PublicConfig } from '../../../shared/schemas/config.js';
import type { SettingsAnswer } from '../../../shared/schemas/settings.js';
import { cartWith } from '../../testing/checkout.js';
import { insertProduct } from '../../testing/fixtures.js';
import { json, type TestApp, twoServersForFile } from '../../testing/test-app.js';

/**
 * Two app servers on one PostgreSQL database: settings saved on one are what the other prices and
 * shows (docs/decisions/0019-shop-settings.md), its cached answers included.
 */
const servers = twoServersForFile();

const configOf = async (t: TestApp) =>
  json<PublicConfig>(await t.app.inject({ method: 'GET', url: '/api/config' }));

describe('settings saved on one app server', () => {
  it('are read by the other: its configuration and its carts', async () => {
    const { first, second, admin } = servers;
    const lamp = await insertProduct(first.db, { priceCents: 40_000 });
    const cookies = await cartWith(second, [{ productId: lamp }]);
    const cart = async () =>
      json<Cart>(await second.app.inject({ method: 'GET', url: '/api/cart', cookies }));
    expect((await cart()).shippingCents).toBe(9_999);
    expect((await configOf(second)).delivery.standardCents).toBe(9_999);

    const { settings, version } = json<SettingsAnswer>(
      await first.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin.cookies }),
    );
    const res = await first.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      cookies: admin.cookies,
      payload: {
        settings: { ...settings, delivery: { ...settings.delivery, standardCents: 4_500 } },
        version,
      },
    });
    expect(res.statusCode).toBe(200);

    // The other server hears of it through the database's notifications, then reads the row.
    await expect.poll(async () => (await configOf(second)).delivery.standardCents).toBe(4_500);
    expect((await cart()).shippingCents).toBe(4_500);
  });
});
