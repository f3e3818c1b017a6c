import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, createAuthService } from './modules/auth/index.js';
import { CART_COOKIE } from './modules/cart/index.js';
import { STATE_STAMP_COOKIE, createPersonalState } from './personal-state.js';
import { insertProduct } from './testing/fixtures.js';
import { type Account, type TestApp, cookieFrom, createTestApp, signUpAs } from './testing/test-app.js';

let t: TestApp;
let shopper: Account;
let cart: Record<string, string>;
let mug: string;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUpAs(t);
  const bowl = await insertProduct(t.db, { title: 'Bowl', inventoryQuantity: 9 });
  mug = await insertProduct(t.db, { title: 'Mug', inventoryQuantity: 50 });
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
/** Read afresh: nothing kept yet. */
const stateAt = (at: Date) =>
  createPersonalState(
    t.db.kysely,
    createAuthService(t.db.kysely, () => at),
    () => at,
  ).of;
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

/** The states as the app keeps them, on the test's database, at a clock the test moves. */
function states() {
  const clock = { ms: Date.parse('2026-11-28T10:00:00Z') };
  const kept = createPersonalState(t.db.kysely, createAuthService(t.db.kysely), () => new Date(clock.ms));
  return { kept, clock };
}

/** Adds to the cart as the browser holding `cookies`, which takes the cookies the answer sets. */
async function addToCart(cookies: Record<string, string>, quantity = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    payload: { productId: mug, quantity },
    cookies,
  });
  expect(res.statusCode).toBe(200);
  Object.assign(cookies, cookieFrom(res));
  return res;
}

/** A change to the cart its browser does not make (as a product leaving the shop would be). */
const setQuantity = (cookies: Record<string, string>, quantity: number) =>
  t.db.kysely
    .updateTable('cart_lines')
    .set({ quantity })
    .where('session_id', '=', cookies[CART_COOKIE]!)
    .execute();

describe("a visitor's state for their shared pages (docs/decisions/0037)", () => {
  it('is read once for their cookies, and again once a request of theirs changes the stamp', async () => {
    const { kept } = states();
    const cookies: Record<string, string> = {};
    const first = await addToCart(cookies, 2);
    // Their first cart is a new cookie: no stamp is needed to tell it apart.
    expect(cookieFrom(first)[STATE_STAMP_COOKIE]).toBeUndefined();
    expect((await kept.of(cookies)).cartCount).toBe(2);

    await setQuantity(cookies, 5);
    expect((await kept.of(cookies)).cartCount).toBe(2);

    const stamp = cookieFrom(await addToCart(cookies))[STATE_STAMP_COOKIE];
    expect(stamp).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await kept.of(cookies)).cartCount).toBe(6);
    const again = cookieFrom(await addToCart(cookies))[STATE_STAMP_COOKIE];
    expect(again).not.toBe(stamp);
    expect((await kept.of(cookies)).cartCount).toBe(7);
  });

  it('is read again after a change to the catalogue, and once it has been kept a minute; a read under way is not kept', async () => {
    const { kept, clock } = states();
    const cookies: Record<string, string> = {};
    await addToCart(cookies);
    expect((await kept.of(cookies)).cartCount).toBe(1);

    await setQuantity(cookies, 3);
    kept.clear();
    expect((await kept.of(cookies)).cartCount).toBe(3);

    await setQuantity(cookies, 4);
    clock.ms += 59_000;
    expect((await kept.of(cookies)).cartCount).toBe(3);
    clock.ms += 1_000;
    expect((await kept.of(cookies)).cartCount).toBe(4);

    // A read under way when the catalogue changes is answered, not kept.
    const stamped = { ...cookies, [STATE_STAMP_COOKIE]: 'B'.repeat(16) };
    const reading = kept.of(stamped);
    kept.clear();
    expect((await reading).cartCount).toBe(4);
    await setQuantity(cookies, 9);
    expect((await kept.of(stamped)).cartCount).toBe(9);
  });

  it("keeps a signed-in visitor's for ten seconds: their session may end from another browser", async () => {
    const { kept, clock } = states();
    const account = await signUpAs(t);
    expect((await kept.of(account.cookies)).session.user?.email).toBe(account.email);

    await t.db.kysely.deleteFrom('sessions').where('user_id', '=', account.id).execute();
    clock.ms += 9_000;
    expect((await kept.of(account.cookies)).session.user?.email).toBe(account.email);
    clock.ms += 1_000;
    expect((await kept.of(account.cookies)).session.user).toBeNull();
  });

  it('tells visitors apart by session, cart and stamp, and ignores a stamp of the wrong shape', async () => {
    const { kept } = states();
    const one: Record<string, string> = {};
    const other: Record<string, string> = {};
    await addToCart(one, 1);
    await addToCart(other, 2);
    expect((await kept.of(one)).cartCount).toBe(1);
    expect((await kept.of(other)).cartCount).toBe(2);
    expect((await kept.of({})).cartCount).toBe(0);

    const [ann, ben] = [await signUpAs(t), await signUpAs(t)];
    expect((await kept.of(ann.cookies)).session.user?.email).toBe(ann.email);
    expect((await kept.of(ben.cookies)).session.user?.email).toBe(ben.email);
    expect((await kept.of(ann.cookies)).session.user?.email).toBe(ann.email);

    await setQuantity(one, 8);
    expect((await kept.of({ ...one, [STATE_STAMP_COOKIE]: 'not a stamp' })).cartCount).toBe(1);
    expect((await kept.of({ ...one, [STATE_STAMP_COOKIE]: 'A'.repeat(16) })).cartCount).toBe(8);
  });
});
