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

describe('failed sign-ins', () => {
  // A fresh app: the failures of the tests above must not count here.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());
  const signIn = (payload: object) => fresh.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });

  it('are slowed down with 429 after five, even for the right password then', async () => {
    await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { fullName: 'Target', email: 'target@example.com', password: 'right-one' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn({ email: 'target@example.com', password: `guess-${i}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await signIn({ email: 'target@example.com', password: 'right-one' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('cannot be raced: twenty wrong passwords at once get five answers and fifteen 429s', async () => {
    const racer = await createTestApp();
    try {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          racer.app
            .inject({
              method: 'POST',
              url: '/api/auth/sign-in',
              payload: { email: 'a@example.com', password: `x${i}` },
            })
            .then((res) => res.statusCode),
        ),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await racer.close();
    }
  });
});
