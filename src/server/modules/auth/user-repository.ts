import { sql } from 'kysely';
import type { Role } from '../../../shared/constants.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { AdminUsersQuery } from '../../../shared/schemas/auth.js';
import type { Executor, Trx } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  fullName: string;
  createdAt: string;
}

export interface UserWithRoles {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
  roles: Role[];
}

/** Each user's roles. */
export async function rolesOf(db: Executor, userIds: readonly string[]): Promise<Map<string, Role[]>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('user_roles')
          .select(['user_id', 'role'])
          .where('user_id', 'in', userIds)
          .execute();
  const byUser = new Map<string, Role[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.role]);
  return byUser;
}

export function findCredentials(db: Executor, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

/** The user, their profile and one role (docs/specification.md §6); in the caller's transaction. */
export async function insertUser(db: Executor, user: NewUser, role: Role): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: user.id, email: user.email, password_hash: user.passwordHash, created_at: user.createdAt })
    .execute();
  await db
    .insertInto('profiles')
    .values({ id: user.id, email: user.email, full_name: user.fullName, created_at: user.createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: user.id, role }).execute();
}

/** The user and profile of an email, for a reset link. */
export function findByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'profiles.full_name'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/**
 * Holds the user's row to the end of the transaction (an update that changes nothing): transactions
 * that change an account take this row first, so they wait for each other and never deadlock. False
 * when there is no such user, or its email is `unlessEmail` (an erased account).
 */
export async function hold(trx: Trx, userId: string, unlessEmail?: string): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('users')
    .set({ password_hash: sql`password_hash` })
    .where('id', '=', userId)
    .$if(unlessEmail !== undefined, (q) => q.where('email', '!=', unlessEmail!))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** has_role (docs/specification.md §6). */
export async function hasRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of the administrators. */
export async function adminIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute();
  return rows.map((row) => row.user_id);
}

/** A page of the profiles the query matches, newest first, with their roles (docs/specification.md §7). */
export async function list(
  db: Executor,
  query: AdminUsersQuery,
): Promise<{ rows: UserWithRoles[]; total: number }> {
  const { q, role } = query;
  const dir = query.dir ?? 'desc';
  const { rows, total } = await paged(
    db
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'created_at'])
      .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('full_name'), sql.ref('email')], q!)))
      .$if(role !== undefined, (qb) =>
        qb.where(({ exists: any, selectFrom }) =>
          any(
            selectFrom('user_roles')
              .select('user_id')
              .whereRef('user_roles.user_id', '=', 'profiles.id')
              .where('user_roles.role', '=', role!),
          ),
        ),
      )
      .orderBy('created_at', dir)
      .orderBy('id', dir),
    query.page ?? 1,
    ADMIN_PAGE_SIZE,
  );
  const roles = await rolesOf(
    db,
    rows.map((p) => p.id),
  );
  return {
    total,
    rows: rows.map((p) => ({
      id: p.id,
      email: p.email,
      fullName: p.full_name,
      createdAt: p.created_at,
      roles: roles.get(p.id) ?? [],
    })),
  };
}

/** Replaces a user's roles with one (docs/specification.md §6: delete, then insert); answers the roles before. */
export async function replaceRoles(db: Executor, userId: string, role: Role): Promise<Role[]> {
  const before = await db.deleteFrom('user_roles').where('user_id', '=', userId).returning('role').execute();
  await db.insertInto('user_roles').values({ user_id: userId, role }).execute();
  return before.map((row) => row.role);
}

export async function addRole(db: Executor, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** How many accounts the shop has. */
export async function count(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's profile and roles, or undefined for an unknown (or deleted) account. */
export async function profileOf(db: Executor, userId: string): Promise<UserWithRoles | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const roles = (await rolesOf(db, [userId])).get(userId) ?? [];
  return { id: row.id, email: row.email, fullName: row.full_name, createdAt: row.created_at, roles };
}

/**
 * Erases a user in the caller's transaction: their profile (name, email) and roles go, and the user
 * row keeps only its id and creation time, with an email that is no address and a password hash no
 * one knows the password of, so that the orders that name it stay whole.
 */
export async function erase(
  db: Executor,
  userId: string,
  replacement: { email: string; passwordHash: string },
): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await db.deleteFrom('profiles').where('id', '=', userId).execute();
  await db
    .updateTable('users')
    .set({ email: replacement.email, password_hash: replacement.passwordHash })
    .where('id', '=', userId)
    .execute();
}
