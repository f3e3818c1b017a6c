import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Role } from '../../shared/constants.js';
import { type Db, openDatabase } from '../db/database.js';
import { createTestDatabase } from '../db/testing/test-database.js';
import { RAISED_LIMITS } from './raised-limits.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, API only (no built web app), logging silenced. Given a
 * database, the app runs on it instead (a second app server), and closing it leaves the database.
 */
export async function createTestApp(
  shared?: Db,
  {
    env = {},
    ...options
  }: { env?: Record<string, string> } & Omit<AppOptions, 'config' | 'db' | 'logger'> = {},
): Promise<TestApp> {
  const db = shared ?? (await createTestDatabase());
  const config = loadConfig({
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO_DATA: 'false',
    REQUEST_LIMITS: RAISED_LIMITS,
    ...env,
  });
  const app = await buildApp({ config, db, logger: false, ...options });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (!shared) await db.destroy();
    },
  };
}

/**
 * A second app server on a PostgreSQL test app's database, with connections and notifications of
 * its own (two servers behind one load balancer); closing it closes its connections. Both servers
 * hear each other's notifications once this resolves.
 */
export async function secondServerOf(
  first: TestApp,
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp> {
  const url = (first.db as Db & { url?: string }).url;
  if (!url) throw new Error('This test needs the PostgreSQL test database');
  const db = await openDatabase({ databaseUrl: url, sqlitePath: '' });
  await db.dialect.notifications.ready?.();
  const second = await createTestApp(db, options);
  await first.db.dialect.notifications.ready?.();
  return {
    ...second,
    async close() {
      await second.close();
      await db.destroy();
    },
  };
}

/** The body of an answer as JSON, typed by the caller. */
export const json = <T>(response: LightMyRequestResponse): T => response.json<T>();

/** Carries the cart cookie from one answer to the next request, as a browser would. */
export function cookieFrom(response: LightMyRequestResponse): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const c of response.cookies) cookies[c.name] = c.value;
  return cookies;
}

export interface Account {
  id: string;
  email: string;
  /** The session cookie, to send with the next requests. */
  cookies: Record<string, string>;
}

let accounts = 0;

/** Signs up a new account through the API and gives it the role; returns its session. */
export async function signUpAs(
  t: TestApp,
  role: Role = 'customer',
  password = 'secret-password',
): Promise<Account> {
  accounts += 1;
  const email = `user${accounts}-${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { fullName: `User ${accounts}`, email, password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = res.json<{ user: { id: string } }>().user.id;
  if (role !== 'customer')
    await t.db.kysely.updateTable('user_roles').set({ role }).where('user_id', '=', id).execute();
  return { id, email, cookies: cookieFrom(res) };
}

export interface AdminTestApp {
  /** The app (valid inside tests and hooks, once the file's beforeAll has run). */
  readonly t: TestApp;
  readonly admin: Account;
  /** A request as the administrator. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/**
 * A fresh app with a signed-up administrator for one test file (its environment as `options` say):
 * registers the hooks that open and close it.
 */
export function adminAppForFile(options?: Parameters<typeof createTestApp>[1]): AdminTestApp {
  let t: TestApp | undefined;
  let admin: Account | undefined;
  beforeAll(async () => {
    t = await createTestApp(undefined, options);
    admin = await signUpAs(t, 'admin');
  });
  afterAll(() => t?.close());
  const opened = () => {
    if (!t || !admin) throw new Error('The test app is opened in beforeAll');
    return { t, admin };
  };
  return {
    get t() {
      return opened().t;
    },
    get admin() {
      return opened().admin;
    },
    call: (method, url, payload) =>
      opened().t.app.inject({ method, url, payload, cookies: opened().admin.cookies }),
  };
}

/**
 * Two app servers on one PostgreSQL test database (secondServerOf) and an administrator signed up
 * on the first, for one test file: registers the hooks that open and close them.
 */
export function twoServersForFile() {
  let servers: { first: TestApp; second: TestApp; admin: Account } | undefined;
  beforeAll(async () => {
    const first = await createTestApp();
    const second = await secondServerOf(first);
    servers = { first, second, admin: await signUpAs(first, 'admin') };
  });
  afterAll(async () => {
    await servers?.second.close();
    await servers?.first.close();
  });
  const opened = () => {
    if (!servers) throw new Error('The servers are opened in beforeAll');
    return servers;
  };
  return {
    get first() {
      return opened().first;
    },
    get second() {
      return opened().second;
    },
    get admin() {
      return opened().admin;
    },
  };
}
