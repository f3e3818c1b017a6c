import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, createAuthService } from './modules/auth/index.js';
import { CART_COOKIE } from './modules/cart/index.js';
import { createPersonalState } from './personal-state.js';
import { insertProduct } from './testing/fixtures.js';
import { type Account, type TestApp, cookieFrom, createTestApp, signUpAs } from './testing/test-app.js';

let t: TestApp;
let shopper: Account;
let cart: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUpAs(t);
  const bowl = await insertProduct(t.db, { title: 'Bowl', inventoryQuantity: 9 });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    payload: { productId: bowl, quantity: 3 },
  });
  expect(added.statusCode).toBe(200);
  cart = cookieFrom(added);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const stateAt = (at: Date) =>
  createPersonalState(
    t.db.kysely,
    createAuthService(t.db.kysely, () => at),
  );
const state = (cookies: Record<string, string>) => stateAt(new Date())(cookies);

describe("a shared page's personal parts, read in one statement", () => {
  it('name the signed-in shopper with their roles, and count their cart', async () => {
    const both = await state({ ...shopper.cookies, ...cart });
    expect(both).toEqual({
      session: {
        user: expect.objectContaining({ id: shopper.id, email: shopper.email, roles: ['customer'] }),
      },
      cartCount: 3,
    });
    expect(await state(shopper.cookies)).toEqual({ session: both.session, cartCount: 0 });
  });

  it('count the cart of a visitor not signed in, and name no one for a session unknown or ended', async () => {
    expect(await state(cart)).toEqual({ session: { user: null }, cartCount: 3 });
    expect(await state({})).toEqual({ session: { user: null }, cartCount: 0 });
    expect(await state({ [SESSION_COOKIE]: 'x'.repeat(43), ...cart })).toEqual({
      session: { user: null },
      cartCount: 3,
    });
    expect(await stateAt(new Date(Date.now() + 400 * DAY))({ ...shopper.cookies, ...cart })).toEqual({
      session: { user: null },
      cartCount: 3,
    });
    expect(await state({ [CART_COOKIE]: 'x'.repeat(32) })).toEqual({ session: { user: null }, cartCount: 0 });
  });
});
