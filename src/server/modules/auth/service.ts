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
import { isUniqueViolation } from '../../db/errors.js';
import { type Actor, recordChange, roleChange } from '../audit/audit-log.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { hashPassword, verifyDecoy, verifyPassword } from './password.js';
import type { AuthRepository, UserWithRoles } from './repository.js';
import { SESSION_DAYS, hashSessionToken, newSessionToken } from './session-cookie.js';

/** The server's words that the auth screen turns into SPEC.md §8's notices. */
export const ALREADY_REGISTERED = 'User already registered';
export const INVALID_CREDENTIALS = 'Invalid login credentials';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toSessionUser = (user: UserWithRoles): SessionUser => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  roles: user.roles,
});

export function createAuthService(repository: AuthRepository, now: () => Date = () => new Date()) {
  /** A new session for the user: its token (for the cookie) and who it is. */
  async function startSession(userId: string): Promise<string> {
    const token = newSessionToken();
    const at = now();
    await repository.deleteExpiredSessions(userId, at.toISOString());
    await repository.createSession({
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    });
    return token;
  }

  async function signedIn(token: string): Promise<{ token: string; user: SessionUser }> {
    const user = await repository.sessionUser(hashSessionToken(token), now().toISOString());
    if (!user) throw new Error('A session just created is missing');
    return { token, user: toSessionUser(user) };
  }

  return {
    /** Creates an account with the role customer and signs it in (SPEC.md §4). */
    async signUp(body: SignUpBody & { email: string }) {
      const id = randomUUID();
      try {
        await repository.createUser({
          id,
          email: body.email,
          fullName: body.fullName,
          passwordHash: await hashPassword(body.password),
          createdAt: now().toISOString(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('already_registered', ALREADY_REGISTERED);
        throw error;
      }
      return signedIn(await startSession(id));
    },

    /** A new session for the right email and password; the same answer for a wrong email or password. */
    async signIn(body: SignInBody & { email: string }) {
      const credentials = await repository.findCredentials(body.email);
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

    async signOut(token: string): Promise<void> {
      await repository.deleteSession(hashSessionToken(token));
    },

    /** Who holds the session token, if it is live. */
    async currentUser(token: string | undefined): Promise<SessionUser | null> {
      if (token === undefined) return null;
      const user = await repository.sessionUser(hashSessionToken(token), now().toISOString());
      return user ? toSessionUser(user) : null;
    },

    /** has_role (SPEC.md §6), the one check every admin route goes through. */
    hasRole: (userId: string, role: Role) => repository.hasRole(userId, role),

    async listUsers(query: AdminUsersQuery): Promise<AdminUserPage> {
      const { rows, total } = await repository.listUsers(query);
      return { users: rows, total, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Replaces a user's roles with one, and records the change in the same transaction. */
    async setRole(userId: string, role: Role, actor: Actor): Promise<void> {
      const outcome = await repository.replaceRole(userId, role, (trx, before) =>
        recordChange(trx, actor, {
          entity: 'user',
          entityId: userId,
          action: 'updated',
          changes: roleChange(before, role),
        }),
      );
      if (outcome === 'no_such_user') throw notFound('User not found');
      if (outcome === 'last_admin') {
        throw conflict('last_admin', 'The shop needs an administrator: make another user an admin first.');
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
