import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase } from '../../db/testing/test-database.js';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin.js';
import { hashPassword, verifyPassword } from './password.js';
import { createUser } from './service.js';

let db: Db;
let printed: string[];
const log = { info: () => undefined, warn: () => undefined };
beforeEach(async () => {
  db = await createTestDatabase();
  printed = [];
});
afterEach(() => db.destroy());

const start = (email?: string, password?: string) =>
  ensureFirstAdmin(db.kysely, { email, password, print: (text) => printed.push(text) }, log);

async function account(email: string) {
  const user = await db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const roles = user
    ? (await db.kysely.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute()).map(
        (r) => r.role,
      )
    : [];
  return { user, roles };
}

describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, and nothing is printed', async () => {
    await start('owner@example.com', 'owner-password');
    const { user, roles } = await account('owner@example.com');
    expect(roles).toEqual(['admin']);
    expect(await verifyPassword(user!.password_hash, 'owner-password')).toBe(true);
    expect(printed).toEqual([]);
  });

  it('without a password gets a generated one, printed once: the next start prints nothing', async () => {
    await start();
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0]!)?.[1];
    const { user, roles } = await account(DEFAULT_ADMIN_EMAIL);
    expect(roles).toEqual(['admin']);
    expect(password).toHaveLength(24);
    expect(await verifyPassword(user!.password_hash, password!)).toBe(true);

    await start();
    expect(printed).toHaveLength(1);
  });

  it('promotes an existing account only when ADMIN_PASSWORD is its password', async () => {
    await createUser(
      db.kysely,
      {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'existing@example.com',
        fullName: 'Existing',
        passwordHash: await hashPassword('their-own-password'),
        createdAt: new Date().toISOString(),
      },
      'customer',
    );
    await start('existing@example.com', 'a-guess');
    expect((await account('existing@example.com')).roles).toEqual(['customer']);

    await start('existing@example.com', 'their-own-password');
    expect((await account('existing@example.com')).roles.sort()).toEqual(['admin', 'customer']);
  });

  it('never promotes an account that merely has the administrator email', async () => {
    await createUser(
      db.kysely,
      {
        id: '00000000-0000-4000-8000-000000000002',
        email: DEFAULT_ADMIN_EMAIL,
        fullName: 'Squatter',
        passwordHash: await hashPassword('squatter-password'),
        createdAt: new Date().toISOString(),
      },
      'customer',
    );
    await start();
    expect((await account(DEFAULT_ADMIN_EMAIL)).roles).toEqual(['customer']);
    expect(printed).toEqual([]);
  });

  it('two servers starting together create one administrator', async () => {
    await Promise.all([start(), start()]);
    const admins = await db.kysely
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });
});
