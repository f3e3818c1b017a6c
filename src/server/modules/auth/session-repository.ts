import type { Executor } from '../../db/database.js';
import { type UserWithRoles, rolesOf } from './user-repository.js';

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

/** The user a live session belongs to, with their roles. */
export async function sessionUser(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<UserWithRoles | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('profiles as p', 'p.id', 's.user_id')
    .select(['p.id', 'p.email', 'p.full_name', 'p.created_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const roles = (await rolesOf(db, [row.id])).get(row.id) ?? [];
  return { id: row.id, email: row.email, fullName: row.full_name, createdAt: row.created_at, roles };
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
