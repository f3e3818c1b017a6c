import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { UnsubscribeStatus } from '../../../shared/schemas/marketing.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertProduct } from '../../testing/fixtures.js';
import { createTestApp, json, type TestApp } from '../../testing/test-app.js';
import { UNSUBSCRIBE_KEY } from './consents.js';
import { secretFor } from './signing-key-repository.js';
import { unsubscribeToken } from './unsubscribe-links.js';

let t: TestApp;
/** The app's clock, which each test sets: a consent is kept with the moment it was given. */
let clock = new Date('2026-11-27T08:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp(undefined, { now: () => clock });
});
afterAll(() => t.close());

const consentOf = (email: string) =>
  t.db.kysely.selectFrom('marketing_consents').selectAll().where('email', '=', email).executeTakeFirst();

let people = 0;
const newEmail = () => `marketing${(people += 1)}-${Date.now()}@example.co.za`;

const signUp = (email: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { fullName: 'Lerato Dlamini', email, password: 'kettlebell-42', ...extra },
  });

/** A guest's order, with the marketing box as given. */
async function guestOrder(email: string, marketingConsent?: unknown) {
  const product = await insertProduct(t.db, { inventoryQuantity: 5 });
  const cookies = await cartWith(t, [{ productId: product }]);
  return placeOrder(t, cookies, {
    ...checkoutBody({ customerEmail: email }),
    ...(marketingConsent !== undefined && { marketingConsent }),
  });
}

/** The token of the unsubscribe link the shop would put in an email to this consent. */
async function linkTokenFor(email: string) {
  const row = await consentOf(email);
  if (!row) throw new Error(`${email} has no consent`);
  return unsubscribeToken(await secretFor(t.db.kysely, UNSUBSCRIBE_KEY, clock.toISOString()), row.id);
}

const unsubscribeStatus = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
const unsubscribe = (token: string, headers: Record<string, string> = {}, payload = '') =>
  t.app.inject({
    method: 'POST',
    url: `/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });
const errorOf = (res: LightMyRequestResponse) => json<ApiErrorBody>(res).error;

describe('consent at sign-up', () => {
  it('is kept with its moment, its way and the account when the box is ticked', async () => {
    clock = new Date('2026-11-27T08:05:00.000Z');
    const email = newEmail();
    const res = await signUp(email, { marketingConsent: true });
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: { id: string } }>();
    expect(await consentOf(email)).toMatchObject({
      user_id: user.id,
      source: 'sign_up',
      given_at: '2026-11-27T08:05:00.000Z',
      withdrawn_at: null,
      withdrawn_via: null,
    });
  });

  it('is not given by a box left unticked, or by leaving it out', async () => {
    const unticked = newEmail();
    expect((await signUp(unticked, { marketingConsent: false })).statusCode).toBe(201);
    const leftOut = newEmail();
    expect((await signUp(leftOut)).statusCode).toBe(201);
    expect(await consentOf(unticked)).toBeUndefined();
    expect(await consentOf(leftOut)).toBeUndefined();
  });

  it('refuses anything but true or false, and creates no account', async () => {
    for (const marketingConsent of ['yes', 1, null]) {
      const email = newEmail();
      const res = await signUp(email, { marketingConsent });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'validation_error',
        fields: { marketingConsent: expect.any(String) },
      });
      expect(
        await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });
});

describe('consent at checkout', () => {
  it("keeps a guest's ticked box by the order's email, with its moment", async () => {
    clock = new Date('2026-11-27T09:00:00.000Z');
    const email = newEmail();
    const res = await guestOrder(email, true);
    expect(res.statusCode).toBe(201);
    expect(await consentOf(email)).toMatchObject({
      user_id: null,
      source: 'checkout',
      given_at: '2026-11-27T09:00:00.000Z',
      withdrawn_at: null,
    });
  });

  it('keeps nothing for a box left unticked, and refuses a box that is not true or false', async () => {
    const unticked = newEmail();
    expect((await guestOrder(unticked, false)).statusCode).toBe(201);
    expect(await consentOf(unticked)).toBeUndefined();

    const bad = newEmail();
    const res = await guestOrder(bad, 'on');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('marketingConsent');
    expect(await consentOf(bad)).toBeUndefined();
  });

  it('keeps the first moment of a consent still in force, and gives a withdrawn one anew', async () => {
    const email = newEmail();
    clock = new Date('2026-11-27T10:00:00.000Z');
    await guestOrder(email, true);
    clock = new Date('2026-11-27T11:00:00.000Z');
    await guestOrder(email, true);
    expect((await consentOf(email))?.given_at).toBe('2026-11-27T10:00:00.000Z');

    expect((await unsubscribe(await linkTokenFor(email))).statusCode).toBe(303);
    clock = new Date('2026-11-27T12:00:00.000Z');
    await guestOrder(email, true);
    expect(await consentOf(email)).toMatchObject({
      given_at: '2026-11-27T12:00:00.000Z',
      withdrawn_at: null,
      withdrawn_via: null,
    });
  });
});

describe('the unsubscribe link', () => {
  it('shows what it stops without changing it, and withdraws only on its POST', async () => {
    const email = newEmail();
    await guestOrder(email, true);
    const token = await linkTokenFor(email);

    const shown = await unsubscribeStatus(token);
    expect(shown.statusCode).toBe(200);
    expect(json<UnsubscribeStatus>(shown)).toEqual({
      maskedEmail: `m***@example.co.za`,
      subscribed: true,
      withdrawnAt: null,
    });
    expect((await consentOf(email))?.withdrawn_at).toBeNull();

    clock = new Date('2026-11-28T07:30:00.000Z');
    // The page's own button: a same-origin form post.
    const done = await unsubscribe(token, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
    expect(await consentOf(email)).toMatchObject({
      withdrawn_at: '2026-11-28T07:30:00.000Z',
      withdrawn_via: 'unsubscribe',
    });
    expect(json<UnsubscribeStatus>(await unsubscribeStatus(token))).toMatchObject({
      subscribed: false,
      withdrawnAt: '2026-11-28T07:30:00.000Z',
    });

    // A second click changes nothing: the consent was withdrawn when it was.
    clock = new Date('2026-11-29T07:30:00.000Z');
    expect((await unsubscribe(token)).statusCode).toBe(303);
    expect((await consentOf(email))?.withdrawn_at).toBe('2026-11-28T07:30:00.000Z');
  });

  it("takes a mail app's one-click post (RFC 8058), which carries no Origin", async () => {
    const email = newEmail();
    await guestOrder(email, true);
    const res = await unsubscribe(await linkTokenFor(email), {}, 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(303);
    expect((await consentOf(email))?.withdrawn_via).toBe('unsubscribe');
  });

  it('takes the one-click post as multipart/form-data too, as RFC 8058 shows it', async () => {
    const email = newEmail();
    await guestOrder(email, true);
    const boundary = '---FormBoundaryjWmhtjORrn';
    const res = await unsubscribe(
      await linkTokenFor(email),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    );
    expect(res.statusCode).toBe(303);
    expect((await consentOf(email))?.withdrawn_via).toBe('unsubscribe');
  });

  it('refuses a link the shop did not make, with its code, and changes nothing', async () => {
    const email = newEmail();
    await guestOrder(email, true);
    const row = (await consentOf(email))!;
    const genuine = await linkTokenFor(email);
    const forged = [
      unsubscribeToken('a key that is not the shop’s', row.id),
      `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const token of forged) {
      const status = await unsubscribeStatus(token);
      expect(status.statusCode).toBe(400);
      expect(errorOf(status)).toEqual({
        code: 'unsubscribe_link_invalid',
        message: 'This unsubscribe link is not valid.',
      });
      const post = await unsubscribe(token);
      expect(post.statusCode).toBe(400);
      expect(errorOf(post).code).toBe('unsubscribe_link_invalid');
    }
    for (const malformed of ['', 'not-a-token', `${row.id}.short`]) {
      const res = await unsubscribeStatus(malformed);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'validation_error',
        message: 'This unsubscribe link is not valid.',
      });
      expect((await unsubscribe(malformed)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/unsubscribe' })).statusCode).toBe(400);
    expect((await consentOf(email))?.withdrawn_at).toBeNull();
  });

  it('refuses a post from another site, as every write', async () => {
    const email = newEmail();
    await guestOrder(email, true);
    const res = await unsubscribe(await linkTokenFor(email), { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(403);
    expect((await consentOf(email))?.withdrawn_at).toBeNull();
  });

  it('reads as unsubscribed once the consent is gone, without naming anyone', async () => {
    const email = newEmail();
    await guestOrder(email, true);
    const token = await linkTokenFor(email);
    await t.db.kysely.deleteFrom('marketing_consents').where('email', '=', email).execute();
    expect(json<UnsubscribeStatus>(await unsubscribeStatus(token))).toEqual({
      maskedEmail: null,
      subscribed: false,
      withdrawnAt: null,
    });
    expect((await unsubscribe(token)).statusCode).toBe(303);
  });
});
