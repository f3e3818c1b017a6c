import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import { cartWith, checkoutBody } from '../../testing/checkout.js';
import { insertCoupon, insertProduct, setStock } from '../../testing/fixtures.js';
import { createTestApp, json, type TestApp } from '../../testing/test-app.js';

/** docs/decisions/0012: every limit on costly requests, counted in the database, on both engines. */
const LIMITS = {
  orders: { max: { address: 4, session: 2 } },
  couponTries: { max: { address: 100, session: 3 } },
  signUps: { max: { address: 2 } },
  resetRequests: { max: { address: 4, email: 2 } },
};

let clock = Date.parse('2026-11-23T08:00:00Z');
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  const options = { env: { REQUEST_LIMITS: JSON.stringify(LIMITS) }, now: () => new Date(clock) };
  t = await createTestApp(undefined, options);
  // A second app server on the same database counts the same hits.
  second = await createTestApp(t.db, options);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A fresh address for each test, so that tests do not share counts. */
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

function expectRefused(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(429);
  expect(json<ApiErrorBody>(res).error).toEqual({ code: 'too_many_requests', message });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

const ORDERS_REFUSED = 'Too many orders from here. Please wait a while and try again.';

describe('placing orders', () => {
  /** A cart session (new, or the one given) holding a product. */
  async function fillCart(cookies?: Record<string, string>) {
    const productId = await insertProduct(t.db, { inventoryQuantity: 5 });
    if (!cookies) return cartWith(t, [{ productId }]);
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId }, cookies });
    return cookies;
  }
  const order = (app: TestApp, address: string, cookies: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: checkoutBody(),
      cookies,
      remoteAddress: address,
    });
  const orders = async () => (await t.db.kysely.selectFrom('orders').select('id').execute()).length;

  it('counts per cart session and per address, across app servers, and lets the shopper in again in the next window', async () => {
    const address = newAddress();
    const a = await fillCart();
    expect((await order(t, address, a)).statusCode).toBe(201);
    expect((await order(second, address, await fillCart(a))).statusCode).toBe(201);
    // The session's third order in the hour: refused, and nothing is written.
    const before = await orders();
    expectRefused(await order(t, address, await fillCart(a)), ORDERS_REFUSED);
    expect(await orders()).toBe(before);

    // Other sessions from the address: its third and fourth orders go (the refused one was not
    // counted), its fifth is one too many.
    expect((await order(second, address, await fillCart())).statusCode).toBe(201);
    expect((await order(t, address, await fillCart())).statusCode).toBe(201);
    expectRefused(await order(t, address, await fillCart()), ORDERS_REFUSED);
    // Another address is not held back.
    expect((await order(t, newAddress(), await fillCart())).statusCode).toBe(201);

    clock += 3_600_000;
    expect((await order(t, address, await fillCart(a))).statusCode).toBe(201);
  });

  it('counts only orders placed: one refused for its stock or sent again is not counted', async () => {
    const address = newAddress();
    const productId = await insertProduct(t.db, { inventoryQuantity: 5 });
    const cookies = await cartWith(t, [{ productId }]);
    await setStock(t.db, productId, 0);
    for (let i = 0; i < 3; i++) expect((await order(t, address, cookies)).statusCode).toBe(409);
    await setStock(t.db, productId, 5);

    const body = checkoutBody();
    const again = () =>
      t.app.inject({ method: 'POST', url: '/api/orders', payload: body, cookies, remoteAddress: address });
    expect((await again()).statusCode).toBe(201);
    expect((await again()).statusCode).toBe(201);
    // The session's second order is its second counted; the third is refused.
    expect((await order(t, address, await fillCart(cookies))).statusCode).toBe(201);
    expectRefused(await order(t, address, await fillCart(cookies)), ORDERS_REFUSED);
    // Spent, the session is refused before any work (its emptied cart would be a 409 otherwise),
    // but an order it placed, sent again, is still answered.
    await t.app.inject({ method: 'DELETE', url: '/api/cart', cookies });
    expectRefused(await order(t, address, cookies), ORDERS_REFUSED);
    expect((await again()).statusCode).toBe(201);
  });

  it('counts orders placed at once exactly, on both app servers', async () => {
    const address = newAddress();
    const carts = await Promise.all(Array.from({ length: 7 }, () => fillCart()));
    const statuses = await Promise.all(
      carts.map((cookies, i) => order(i % 2 ? second : t, address, cookies).then((res) => res.statusCode)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});

describe('coupon guesses on the checkout quote', () => {
  const quote = (cookies: Record<string, string>, couponCode: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { couponCode },
      cookies,
      remoteAddress: address,
    });

  it('refuses a session its fourth refused code, but never counts a code the shop takes', async () => {
    const address = newAddress();
    await insertCoupon(t.db, { code: 'LIMITOK' });
    const cookies = await cartWith(t, [{ productId: await insertProduct(t.db, { inventoryQuantity: 5 }) }]);
    for (let i = 0; i < 5; i++) {
      const res = await quote(cookies, 'LIMITOK', address);
      expect(json<Quote>(res).coupon?.code).toBe('LIMITOK');
    }
    for (const guess of ['GUESS1', 'GUESS2', 'GUESS3']) {
      expect(json<Quote>(await quote(cookies, guess, address)).couponError).toBe(
        'This coupon code is not valid.',
      );
    }
    expectRefused(
      await quote(cookies, 'GUESS4', address),
      'Too many coupon codes tried. Please wait a few minutes and try again.',
    );
    // A quote without a code still answers: the shopper can check out.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: {},
      cookies,
      remoteAddress: address,
    });
    expect(plain.statusCode).toBe(200);
  });

  it('lets exactly the allowed guesses through when they all come at once', async () => {
    const address = newAddress();
    const cookies = await cartWith(t, [{ productId: await insertProduct(t.db, { inventoryQuantity: 5 }) }]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => quote(cookies, `RACE${i}`, address)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
  });
});

describe('sign-up and password reset requests', () => {
  const signUp = (app: TestApp, address: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        fullName: 'Limit Tester',
        email: `limit-${Math.random()}@example.com`,
        password: 'a-long-password',
      },
      remoteAddress: address,
    });

  it('refuses an address its third new account in the hour', async () => {
    const address = newAddress();
    expect((await signUp(t, address)).statusCode).toBe(201);
    expect((await signUp(second, address)).statusCode).toBe(201);
    const users = async () => (await t.db.kysely.selectFrom('users').select('id').execute()).length;
    const before = await users();
    expectRefused(
      await signUp(t, address),
      'Too many new accounts from here. Please wait a while and try again.',
    );
    expect(await users()).toBe(before);
    expect((await signUp(t, newAddress())).statusCode).toBe(201);
  });

  it('counts reset requests per email and per address', async () => {
    const address = newAddress();
    const reset = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        remoteAddress: address,
      });
    const refused = 'Too many reset requests. Please wait a few minutes and try again.';
    expect((await reset('victim@example.com')).statusCode).toBe(202);
    // The same account in other letters is the same account.
    expect((await reset('Victim@Example.com')).statusCode).toBe(202);
    expectRefused(await reset('victim@example.com'), refused);
    expect((await reset('other@example.com')).statusCode).toBe(202);
    // The address's fifth request is one too many, whatever the email.
    expectRefused(await reset('third@example.com'), refused);
  });
});
