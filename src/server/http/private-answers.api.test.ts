import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../shared/schemas/checkout.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../db/testing/test-database.js';
import { cartWith, checkoutBody } from '../testing/checkout.js';
import { insertProduct } from '../testing/fixtures.js';
import { adminAppForFile, json, signUpAs } from '../testing/test-app.js';

/** docs/decisions/0013: what the shop keeps to itself. */
const app = adminAppForFile();
const call: typeof app.call = (...args) => app.call(...args);

async function guestOrder(cookies?: Record<string, string>) {
  const t = app.t;
  const cart = await cartWith(t, [{ productId: await insertProduct(t.db, { inventoryQuantity: 5 }) }]);
  const body = checkoutBody();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    cookies: { ...cart, ...cookies },
  });
  expect(res.statusCode).toBe(201);
  return { placed: json<PlacedOrder>(res), body, cart: { ...cart, ...cookies } };
}

describe('answers kept by no cache', () => {
  it('says no-store on every personal and admin answer, and no-cache on the shared catalogue', async () => {
    const t = app.t;
    const { placed } = await guestOrder();
    const personal = [
      await t.app.inject({ method: 'GET', url: '/api/cart' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/session' }),
      await t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: {} }),
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed.order.id}?key=${placed.accessKey}` }),
      await t.app.inject({ method: 'GET', url: '/api/admin/orders' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint' }),
      await call('GET', '/api/admin/orders'),
      await call('GET', '/api/admin/dashboard'),
      await call('GET', `/api/admin/orders/${placed.order.id}`),
    ];
    for (const res of personal) expect(res.headers['cache-control']).toBe('no-store');
    const shared = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(shared.headers['cache-control']).toBe('no-cache');
  });
});

describe("the admin's notes", () => {
  it('never reach the shopper: not on the order, its replay, nor their list', async () => {
    const t = app.t;
    const shopper = await signUpAs(t);
    const { placed, body, cart } = await guestOrder(shopper.cookies);
    const notes = 'Customer was rude on the phone; check the address twice.';
    expect((await call('PATCH', `/api/admin/orders/${placed.order.id}`, { notes })).statusCode).toBe(200);
    expect(json<{ notes: string }>(await call('GET', `/api/admin/orders/${placed.order.id}`)).notes).toBe(
      notes,
    );

    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed.order.id}?key=${placed.accessKey}` }),
      await t.app.inject({ method: 'POST', url: '/api/orders', payload: body, cookies: cart }),
      await t.app.inject({ method: 'GET', url: '/api/orders', cookies: shopper.cookies }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.body).toContain(placed.order.orderNumber);
      expect(res.body).not.toContain('rude');
      expect(res.body).not.toContain('"notes"');
    }
  });
});

describe('the request log', () => {
  it("never shows an order's link key or a reset token", async () => {
    const lines: string[] = [];
    const db = await createTestDatabase();
    const logged = await buildApp({
      config: loadConfig({ WEB_DIST_DIR: '/nonexistent', SEED_DEMO_DATA: 'false' }),
      db,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await logged.inject({
        method: 'GET',
        url: '/api/orders/00000000-0000-0000-0000-000000000000?key=SECRETKEY123',
      });
      await logged.inject({ method: 'GET', url: '/reset-password?token=SECRETTOKEN456&x=1' });
      const log = lines.join('');
      expect(log).toContain('key=[redacted]');
      expect(log).toContain('token=[redacted]&x=1');
      expect(log).not.toContain('SECRETKEY123');
      expect(log).not.toContain('SECRETTOKEN456');
    } finally {
      await logged.close();
      await db.destroy();
    }
  });
});
