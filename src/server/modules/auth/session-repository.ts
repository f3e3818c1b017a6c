import { sql } from 'kysely';
import type { Role } from '../../../shared/constants.js';
import type { Executor } from '../../db/database.js';
import type { UserWithRoles } from './user-repository.js';

export async function insert(
  db: Executor,
  session: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function remove(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function removeExpired(db: Executor, userId: string, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

/** Ends every session of the user. */
export async function removeAllOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** A row of `sessionUserQuery`: the user, and one of their roles (null when they hold none). */
export interface SessionUserRow {
  id: string;
  email: string;
  full_name: string;
  created_at: string;
  role: Role | null;
}

/**
 * The user a live session belongs to, with their roles (a row a role). Read for every request of a
 * signed-in user, every shared page among them (docs/decisions/0029): written as one statement's
 * text, which costs less to make than the builder's two. A statement, not run here (no executor),
 * so that a shared page's read joins it to the cart's count.
 */
export const sessionUserQuery = (tokenHash: string, now: string) => sql<SessionUserRow>`
    select p.id, p.email, p.full_name, p.created_at, r.role
    from sessions s
    join profiles p on p.id = s.user_id
    left join user_roles r on r.user_id = p.id
    where s.token_hash = ${tokenHash} and s.expires_at > ${now}`;

/** The user `sessionUserQuery`'s rows name; none for no rows, or a left join's row of nulls. */
export function userOfRows(
  rows: ReadonlyArray<SessionUserRow | { [column in keyof SessionUserRow]: null }>,
): UserWithRoles | undefined {
  const user = rows[0];
  if (!user?.id) return undefined;
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    createdAt: user.created_at,
    roles: rows.flatMap(({ role }) => (role === null ? [] : [role])),
  };
}

/** The user's live sessions, by when they started (never their tokens' hashes). */
export function liveOf(db: Executor, userId: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}
