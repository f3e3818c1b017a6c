import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import {
  type Account,
  cookieFrom,
  createTestApp,
  json,
  signUpAs,
  type TestApp,
} from '../../testing/test-app.js';
import { INVALID_RESET_LINK, createPasswordReset } from './password-reset.js';
import { RESET_REQUESTED } from './routes.js';

let t: TestApp;
let clock = new Date('2026-11-22T10:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp(undefined, { now: () => clock });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, ip = '203.0.113.1', cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, cookies });
const request = (email: string, ip?: string) => post('/api/auth/password-reset/request', { email }, ip);
const resetEmails = (to: string) =>
  t.db.kysely
    .selectFrom('outbox_emails')
    .select(['subject', 'message'])
    .where('kind', '=', 'password_reset')
    .where('to_address', '=', to)
    .execute();
/** The request answers before its work is done: wait for the email it queues. */
async function linkSentTo(email: string, count = 1): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const emails = await resetEmails(email);
      token = /#token=([A-Za-z0-9_-]{43})/.exec(emails.at(-1)?.message ?? '')?.[1] ?? '';
      return emails.length;
    })
    .toBe(count);
  return token;
}
const session = async (cookies: Record<string, string>) =>
  json<{ user: { id: string } | null }>(
    await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies }),
  ).user;

describe('password reset', () => {
  let account: Account;
  beforeAll(async () => {
    account = await signUpAs(t, 'customer', 'old-password');
  });

  it('answers the same whether or not the email has an account, and emails only an account', async () => {
    const unknown = await request('nobody@example.com', '203.0.113.10');
    const known = await request(account.email, '203.0.113.10');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(json<{ message: string }>(known).message).toBe(RESET_REQUESTED);
    const token = await linkSentTo(account.email);
    expect(token).toHaveLength(43); // 256 bits
    expect(await resetEmails('nobody@example.com')).toHaveLength(0);
    // Only the token's hash is stored.
    const stored = await t.db.kysely.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.some((r) => r.token_hash.length === 64)).toBe(true);
  });

  it('sets the new password once, ends every other session, and signs this browser in', async () => {
    const other = await signUpAs(t, 'customer', 'first-password');
    expect(await session(other.cookies)).not.toBeNull();
    await request(other.email, '203.0.113.11');
    const token = await linkSentTo(other.email);

    const reset = await post('/api/auth/password-reset', { token, password: 'new-password' });
    expect(reset.statusCode).toBe(200);
    expect(await session(cookieFrom(reset))).toMatchObject({ id: other.id });
    expect(await session(other.cookies)).toBeNull();

    const signIn = (password: string) =>
      post('/api/auth/sign-in', { email: other.email, password }, '203.0.113.12');
    expect((await signIn('first-password')).statusCode).toBe(401);
    expect((await signIn('new-password')).statusCode).toBe(200);

    // Used once: the same link again gets the one clear message, and changes nothing.
    const again = await post('/api/auth/password-reset', { token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(json<ApiErrorBody>(again).error.message).toBe(INVALID_RESET_LINK);
    expect((await signIn('new-password')).statusCode).toBe(200);
  });

  it('refuses a wrong, malformed or expired link with the same message', async () => {
    const wrong = await post('/api/auth/password-reset', { token: 'A'.repeat(43), password: 'whatever1' });
    expect(json<ApiErrorBody>(wrong).error.message).toBe(INVALID_RESET_LINK);
    const malformed = await post('/api/auth/password-reset', { token: 'short', password: 'whatever1' });
    expect(malformed.statusCode).toBe(400);

    const late = await signUpAs(t, 'customer', 'late-password');
    await request(late.email, '203.0.113.13');
    const token = await linkSentTo(late.email);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const expired = await post('/api/auth/password-reset', { token, password: 'too-late-1' });
    expect(expired.statusCode).toBe(400);
    expect(json<ApiErrorBody>(expired).error.message).toBe(INVALID_RESET_LINK);
    expect(
      (await post('/api/auth/sign-in', { email: late.email, password: 'late-password' })).statusCode,
    ).toBe(200);
  });

  // The limits on requests per address and per email: src/server/modules/limits/request-limits.api.test.ts.
  it('sends an account at most three links an hour (the same answer, no email)', async () => {
    const busy = await signUpAs(t);
    // The service itself, awaited, so the fourth request's outcome is known: no fourth email.
    const service = createPasswordReset(t.db.kysely, () => clock);
    for (let i = 0; i < 4; i++) await service.request(busy.email, 'https://shop.example');
    expect(await resetEmails(busy.email)).toHaveLength(3);
    clock = new Date(clock.getTime() + 61 * 60_000);
    await service.request(busy.email, 'https://shop.example');
    expect(await resetEmails(busy.email)).toHaveLength(4);
  });
});
