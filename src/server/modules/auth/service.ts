import { randomUUID } from 'node:crypto';
import type { Role } from '../../../shared/constants.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type {
  AdminUserPage,
  AdminUsersQuery,
  SessionUser,
  SignInBody,
  SignUpBody,
} from '../../../shared/schemas/auth.js';
import type { Executor, Trx } from '../../db/database.js';
import { isSerializationFailure, isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { type Actor, recordChange, roleChange } from '../audit/index.js';
import { giveConsent } from '../marketing/index.js';
import { hashPassword, verifyDecoy, verifyPassword } from './password.js';
import { type ThrottleSubject, createSignInThrottle } from './sign-in-throttle.js';
import { SESSION_DAYS, hashSessionToken, newSessionToken } from './session-cookie.js';
import * as sessionRepository from './session-repository.js';
import * as userRepository from './user-repository.js';
import type { UserWithRoles } from './user-repository.js';

/** How often a role change is tried when concurrent changes keep getting in its way. */
const MAX_ROLE_ATTEMPTS = 5;

/** The server's words that the auth screen turns into docs/specification.md §8's notices. */
export const ALREADY_REGISTERED = 'User already registered';
export const INVALID_CREDENTIALS = 'Invalid login credentials';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toSessionUser = (user: UserWithRoles): SessionUser => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  roles: user.roles,
});

/**
 * Replaces a user's roles with one, unless that would leave the shop without an administrator, and
 * runs `then` with the roles before, in one transaction: serializable on PostgreSQL, so two admins
 * demoting each other at once cannot both succeed (SQLite's write transactions are serial anyway).
 */
export async function replaceRole(
  db: Executor,
  userId: string,
  role: Role,
  then: (trx: Trx, before: Role[]) => Promise<void>,
): Promise<'done' | 'no_such_user' | 'last_admin'> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db
        .transaction()
        .setIsolationLevel('serializable')
        .execute(async (trx) => {
          // The account's row first, as a checkout for it takes it: neither waits on the other's rows.
          if (!(await userRepository.hold(trx, userId))) return 'no_such_user';
          if (role !== 'admin') {
            const admins = await userRepository.adminIds(trx);
            if (admins.length === 1 && admins[0] === userId) return 'last_admin';
          }
          await then(trx, await userRepository.replaceRoles(trx, userId, role));
          return 'done';
        });
    } catch (error) {
      // PostgreSQL gave this transaction up for a concurrent one; run it again on what that one wrote.
      if (!isSerializationFailure(error) || attempt === MAX_ROLE_ATTEMPTS) throw error;
    }
  }
}

/** Creates an account with its profile and one role, together or not at all. */
export const createUser = (db: Executor, user: userRepository.NewUser, role: Role) =>
  db.transaction().execute((trx) => userRepository.insertUser(trx, user, role));

export function createAuthService(db: Executor, now: () => Date = () => new Date()) {
  const throttle = createSignInThrottle(db, () => now().getTime());

  /** A new session for the user: its token (for the cookie) and who it is. */
  async function startSession(userId: string): Promise<string> {
    const token = newSessionToken();
    const at = now();
    await sessionRepository.removeExpired(db, userId, at.toISOString());
    await sessionRepository.insert(db, {
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    });
    return token;
  }

  async function signedIn(token: string): Promise<{ token: string; user: SessionUser }> {
    const user = await userOfToken(token);
    if (!user) throw new Error('A session just created is missing');
    return { token, user };
  }

  /**
   * Who holds the session token, as a statement a read may join to others (a shared page's
   * personal parts), with the user its rows name. No token reads no rows.
   */
  function currentUserRead(token: string | undefined) {
    const tokenHash = token === undefined ? '' : hashSessionToken(token);
    return {
      query: sessionRepository.sessionUserQuery(tokenHash, now().toISOString()),
      userOf(rows: Parameters<typeof sessionRepository.userOfRows>[0]): SessionUser | null {
        const user = sessionRepository.userOfRows(rows);
        return user ? toSessionUser(user) : null;
      },
    };
  }
  async function userOfToken(token: string): Promise<SessionUser | null> {
    const { query, userOf } = currentUserRead(token);
    return userOf((await query.execute(db)).rows);
  }

  return {
    /**
     * Creates an account with the role customer and signs it in (docs/specification.md §4); a ticked
     * marketing box is kept with it, in the same transaction (docs/decisions/0021-privacy.md).
     */
    async signUp(body: SignUpBody & { email: string }) {
      const id = randomUUID();
      try {
        const at = now();
        const user = {
          id,
          email: body.email,
          fullName: body.fullName,
          passwordHash: await hashPassword(body.password),
          createdAt: at.toISOString(),
        };
        await db.transaction().execute(async (trx) => {
          await userRepository.insertUser(trx, user, 'customer');
          if (body.marketingConsent) {
            await giveConsent(trx, { email: body.email, userId: id, source: 'sign_up', at });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('already_registered', ALREADY_REGISTERED);
        throw error;
      }
      return signedIn(await startSession(id));
    },

    /** A new session for the right email and password; the same answer for a wrong email or password. */
    async signIn(body: SignInBody & { email: string }) {
      const credentials = await userRepository.findCredentials(db, body.email);
      const valid = credentials
        ? await verifyPassword(credentials.password_hash, body.password)
        : await verifyDecoy(body.password);
      if (!credentials || !valid) throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      return signedIn(await startSession(credentials.id));
    },

    /** A new session for an account that proved itself another way (a password reset link). */
    async startSessionFor(userId: string) {
      return signedIn(await startSession(userId));
    },

    /**
     * The signed-in user's password asked again before a change that cannot be undone (deleting the
     * account): a wrong one is counted as a failed sign-in of the account (docs/decisions/0012), so a
     * browser left signed in cannot be used to guess it.
     */
    async confirmPassword(user: SessionUser, password: string): Promise<void> {
      const subjects: ThrottleSubject[] = [{ kind: 'account', email: user.email }];
      await throttle.claim(subjects);
      const credentials = await userRepository.findCredentials(db, user.email);
      if (!credentials || !(await verifyPassword(credentials.password_hash, password))) {
        throw new AppError(403, 'wrong_password', 'That is not your password.', {
          password: 'That is not your password.',
        });
      }
      await throttle.succeeded(subjects);
    },

    async signOut(token: string): Promise<void> {
      await sessionRepository.remove(db, hashSessionToken(token));
    },

    /** Who holds the session token, if it is live. */
    async currentUser(token: string | undefined): Promise<SessionUser | null> {
      if (token === undefined) return null;
      return userOfToken(token);
    },

    currentUserRead,

    /** has_role (docs/specification.md §6), the one check every admin route goes through. */
    hasRole: (userId: string, role: Role) => userRepository.hasRole(db, userId, role),

    async listUsers(query: AdminUsersQuery): Promise<AdminUserPage> {
      const { rows, total } = await userRepository.list(db, query);
      return { users: rows, total, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Replaces a user's roles with one, and records the change in the same transaction. */
    async setRole(userId: string, role: Role, actor: Actor): Promise<void> {
      const outcome = await replaceRole(db, userId, role, (trx, before) =>
        recordChange(
          trx,
          actor,
          {
            entity: 'user',
            entityId: userId,
            action: 'updated',
            changes: roleChange(before, role),
          },
          now(),
        ),
      );
      if (outcome === 'no_such_user') throw notFound('User not found');
      if (outcome === 'last_admin') {
        throw conflict('last_admin', 'The shop needs an administrator: make another user an admin first.');
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
