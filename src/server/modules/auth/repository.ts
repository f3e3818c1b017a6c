import type { Role } from '../../../shared/constants.js';
import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { AdminUsersQuery } from '../../../shared/schemas/auth.js';
import type { Db, Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import { isSerializationFailure } from '../../db/errors.js';

/** How often a role change is tried when concurrent changes keep getting in its way. */
const MAX_ATTEMPTS = 5;

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

export function createAuthRepository(db: Db) {
  const { kysely } = db;

  async function rolesOf(userIds: readonly string[]) {
    const rows =
      userIds.length === 0
        ? []
        : await kysely
            .selectFrom('user_roles')
            .select(['user_id', 'role'])
            .where('user_id', 'in', userIds)
            .execute();
    const byUser = new Map<string, Role[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.role]);
    return byUser;
  }

  return {
    async findCredentials(email: string) {
      return kysely
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** The user, their profile and the role customer (SPEC.md §6), together or not at all. */
    async createUser(user: NewUser, role: Role = 'customer'): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: user.id,
            email: user.email,
            password_hash: user.passwordHash,
            created_at: user.createdAt,
          })
          .execute();
        await trx
          .insertInto('profiles')
          .values({ id: user.id, email: user.email, full_name: user.fullName, created_at: user.createdAt })
          .execute();
        await trx.insertInto('user_roles').values({ user_id: user.id, role }).execute();
      });
    },

    async createSession(session: {
      tokenHash: string;
      userId: string;
      createdAt: string;
      expiresAt: string;
    }) {
      await kysely
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await kysely.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteExpiredSessions(userId: string, now: string): Promise<void> {
      await kysely
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', now)
        .execute();
    },

    /** The user a live session belongs to. */
    async sessionUser(tokenHash: string, now: string): Promise<UserWithRoles | undefined> {
      const row = await kysely
        .selectFrom('sessions as s')
        .innerJoin('profiles as p', 'p.id', 's.user_id')
        .select(['p.id', 'p.email', 'p.full_name', 'p.created_at'])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      const roles = (await rolesOf([row.id])).get(row.id) ?? [];
      return { id: row.id, email: row.email, fullName: row.full_name, createdAt: row.created_at, roles };
    },

    /** has_role (SPEC.md §6). */
    async hasRole(userId: string, role: Role): Promise<boolean> {
      const row = await kysely
        .selectFrom('user_roles')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('role', '=', role)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      return (await kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
        ?.id;
    },

    async countAdmins(): Promise<number> {
      const row = await kysely
        .selectFrom('user_roles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of the profiles the query matches, newest first, with their roles (SPEC.md §7). */
    async listUsers(query: AdminUsersQuery): Promise<{ rows: UserWithRoles[]; total: number }> {
      const { q, role } = query;
      const dir = query.dir ?? 'desc';
      const { rows, total } = await paged(
        kysely
          .selectFrom('profiles')
          .select(['id', 'email', 'full_name', 'created_at'])
          .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('full_name'), sql.ref('email')], q!)))
          .$if(role !== undefined, (qb) =>
            qb.where(({ exists, selectFrom }) =>
              exists(
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
      const roles = await rolesOf(rows.map((p) => p.id));
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
    },

    /**
     * Replaces a user's roles with one (SPEC.md §6: delete, then insert), unless that would leave the
     * shop without an administrator. Serializable on PostgreSQL, so two admins demoting each other
     * at once cannot both succeed; SQLite's write transactions are serial anyway.
     */
    async replaceRole(
      userId: string,
      role: Role,
      then: (trx: Executor, before: Role[]) => Promise<void>,
    ): Promise<'done' | 'no_such_user' | 'last_admin'> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await kysely
            .transaction()
            .setIsolationLevel('serializable')
            .execute(async (trx) => {
              const user = await trx
                .selectFrom('users')
                .select('id')
                .where('id', '=', userId)
                .executeTakeFirst();
              if (!user) return 'no_such_user';
              if (role !== 'admin') {
                const admins = await trx
                  .selectFrom('user_roles')
                  .select('user_id')
                  .where('role', '=', 'admin')
                  .execute();
                if (admins.length === 1 && admins[0]!.user_id === userId) return 'last_admin';
              }
              const before = await trx
                .deleteFrom('user_roles')
                .where('user_id', '=', userId)
                .returning('role')
                .execute();
              await trx.insertInto('user_roles').values({ user_id: userId, role }).execute();
              await then(
                trx,
                before.map((row) => row.role),
              );
              return 'done';
            });
        } catch (error) {
          // PostgreSQL gave this transaction up for a concurrent one; run it again on what that one wrote.
          if (!isSerializationFailure(error) || attempt === MAX_ATTEMPTS) throw error;
        }
      }
    },

    async addRole(userId: string, role: Role): Promise<void> {
      await kysely
        .insertInto('user_roles')
        .values({ user_id: userId, role })
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
        .execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
