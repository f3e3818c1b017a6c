import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/schemas/auth.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import { cookieFrom, createTestApp, json, type TestApp } from '../../testing/test-app.js';
import { hashSessionToken } from './session-cookie.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, cookies });
const session = async (cookies: Record<string, string>) =>
  json<Session>(await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies })).user;

describe('sign-up', () => {
  it('creates the account with a profile and the role customer, and signs it in at once', async () => {
    const res = await post('/api/auth/sign-up', {
      fullName: 'Thandi Nkosi',
      email: 'Thandi@Example.com',
      password: 'lekker1',
    });
    expect(res.statusCode).toBe(201);
    const { user } = json<Session>(res);
    expect(user).toMatchObject({
      email: 'thandi@example.com',
      fullName: 'Thandi Nkosi',
      roles: ['customer'],
    });

    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await session(cookieFrom(res))).toEqual(user);

    const profile = await t.db.kysely
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', user!.id)
      .executeTakeFirst();
    expect(profile?.full_name).toBe('Thandi Nkosi');
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Only the token's hash is stored.
    const sessions = await t.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user!.id)
      .execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashSessionToken(cookie.value)]);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const res = await post('/api/auth/sign-up', {
      fullName: 'Other',
      email: 'THANDI@example.com',
      password: 'secret99',
    });
    expect(res.statusCode).toBe(409);
    expect(json<ApiErrorBody>(res).error.message).toContain('already registered');
  });

  it('refuses a short, blank or common password, a missing name, a bad email and any field it does not own', async () => {
    const cases = [
      [{ fullName: 'A', email: 'a@example.com', password: '12345' }, 'password'],
      [{ fullName: 'A', email: 'a@example.com', password: '        ' }, 'password'],
      [{ fullName: 'A', email: 'a@example.com', password: 'Password1' }, 'password'],
      [{ fullName: 'A', email: 'a@example.com', password: 'SpringBoks' }, 'password'],
      [{ fullName: '  ', email: 'b@example.com', password: 'kettlebell' }, 'fullName'],
      [{ fullName: 'C', email: 'not-an-email', password: 'kettlebell' }, 'email'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await post('/api/auth/sign-up', payload);
      expect(res.statusCode).toBe(400);
      expect(json<ApiErrorBody>(res).error.fields).toHaveProperty(field);
    }
    const chooser = await post('/api/auth/sign-up', {
      fullName: 'Sneaky',
      email: 'sneaky@example.com',
      password: 'kettlebell',
      role: 'admin',
    });
    expect(chooser.statusCode).toBe(400);
    const created = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sneaky@example.com')
      .execute();
    expect(created).toEqual([]);
  });
});

describe('sign-in and sign-out', () => {
  const credentials = { email: 'sipho@example.com', password: 'kettlebell' };
  beforeAll(async () => {
    await post('/api/auth/sign-up', { fullName: 'Sipho Dlamini', ...credentials });
  });

  it('starts a new session for the right password, and ends the one the browser had', async () => {
    const first = await post('/api/auth/sign-in', credentials);
    expect(first.statusCode).toBe(200);
    expect(json<Session>(first).user?.email).toBe('sipho@example.com');

    const second = await post(
      '/api/auth/sign-in',
      { ...credentials, email: 'SIPHO@example.com' },
      cookieFrom(first),
    );
    expect(cookieFrom(second).session).not.toBe(cookieFrom(first).session);
    expect(await session(cookieFrom(first))).toBeNull();
    expect((await session(cookieFrom(second)))?.email).toBe('sipho@example.com');
  });

  it('answers a wrong password and an unknown email alike', async () => {
    for (const payload of [
      { ...credentials, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await post('/api/auth/sign-in', payload);
      expect(res.statusCode).toBe(401);
      expect(json<ApiErrorBody>(res).error.message).toBe('Invalid login credentials');
      expect(res.cookies).toEqual([]);
    }
  });

  it('signs out: the session is deleted and the cookie cleared', async () => {
    const signedIn = cookieFrom(await post('/api/auth/sign-in', credentials));
    const res = await post('/api/auth/sign-out', undefined, signedIn);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect(await session(signedIn)).toBeNull();
  });

  it('treats a missing, malformed or forged session as signed out', async () => {
    for (const value of [undefined, 'x', "' or 1=1 --", 'A'.repeat(43)]) {
      expect(await session(value === undefined ? {} : { session: value })).toBeNull();
    }
  });
});

describe('failed sign-ins (docs/decisions/0012)', () => {
  // A fresh app with its own clock: the failures of the tests above must not count here.
  let clock = Date.parse('2026-11-23T08:00:00Z');
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp(undefined, { now: () => new Date(clock) });
  });
  afterAll(() => fresh.close());

  let accounts = 0;
  /** A new account; answers its email and the cookies of the browser that created it. */
  async function account(password = 'right-one') {
    const email = `target${++accounts}@example.com`;
    const res = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { fullName: 'Target', email, password },
      remoteAddress: '192.0.2.200',
    });
    expect(res.statusCode).toBe(201);
    return { email, cookies: cookieFrom(res) };
  }
  const signIn = (
    email: string,
    password: string,
    { address = '203.0.113.50', cookies = {} }: { address?: string; cookies?: Record<string, string> } = {},
  ) =>
    fresh.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: address,
      cookies,
    });
  const statusesOf = async (tries: Array<() => Promise<{ statusCode: number }>>) => {
    const statuses: number[] = [];
    for (const attempt of tries) statuses.push((await attempt()).statusCode);
    return statuses;
  };

  it('makes an account wait after its free tries, longer with each failure, and lets the right password in once the wait is over', async () => {
    const { email } = await account();
    const guesses = Array.from({ length: 7 }, (_, i) => () => signIn(email, `guess-${i}`));
    expect(await statusesOf(guesses)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const waiting = await signIn(email, 'right-one');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(json<ApiErrorBody>(waiting).error).toEqual({
      code: 'too_many_requests',
      message: 'Too many failed sign-ins. Please wait 1 second and try again.',
    });

    clock += 1_000;
    expect((await signIn(email, 'guess-7')).statusCode).toBe(401);
    const longer = await signIn(email, 'right-one');
    expect(longer.headers['retry-after']).toBe('2');
    clock += 2_000;
    expect((await signIn(email, 'right-one')).statusCode).toBe(200);
    // The right password forgets the failures: the next mistake is a free one again.
    expect((await signIn(email, 'guess-8')).statusCode).toBe(401);
    expect((await signIn(email, 'guess-9')).statusCode).toBe(401);
  });

  it('lets the owner in from a browser they signed in from while guesses at the account wait', async () => {
    const { email, cookies } = await account();
    for (let i = 0; i < 6; i++)
      expect((await signIn(email, `guess-${i}`, { address: '198.51.100.66' })).statusCode).toBe(401);
    expect((await signIn(email, 'right-one', { address: '198.51.100.66' })).statusCode).toBe(429);
    // The browser that created the account holds its device cookie.
    const owner = await signIn(email, 'right-one', { address: '198.51.100.66', cookies });
    expect(owner.statusCode).toBe(200);
    const signedIn = await fresh.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: cookieFrom(owner),
    });
    expect(json<Session>(signedIn).user).toMatchObject({ email });
    // Another account's device cookie does not help the guesser.
    const other = await account();
    expect((await signIn(email, 'guess-6', { cookies: other.cookies })).statusCode).toBe(429);
  });

  it('makes an address wait after twenty failures, whichever accounts they were at', async () => {
    const address = '203.0.113.77';
    const tries = Array.from(
      { length: 22 },
      (_, i) => () => signIn(`nobody${i}@example.com`, 'x', { address }),
    );
    const statuses = await statusesOf(tries);
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses[21]).toBe(429);
    // Another address is not held back.
    expect((await signIn('nobody@example.com', 'x', { address: '203.0.113.78' })).statusCode).toBe(401);
  });

  it('cannot be raced: twenty wrong passwords at once get six answers and fourteen 429s', async () => {
    const { email } = await account();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(email, `x${i}`, { address: `192.0.2.${i + 1}` }).then((res) => res.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
  });

  it('behind one proxy, counts the address the proxy saw, whatever the client wrote before it', async () => {
    const proxied = await createTestApp(fresh.db, { env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: `spoof${i}@example.com`, password: 'x' },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.18.${i}.1, 203.0.113.99` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
      expect(statuses[21]).toBe(429);
      // The count is the client's, not the proxy's: another client behind it is not held back.
      const other = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'spoof@example.com', password: 'x' },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.100' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
