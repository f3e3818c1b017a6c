import type { Executor } from '../../db/database.js';

/** The token hash when it is a browser the account of `email` signed in from. */
export async function trustedFor(
  db: Executor,
  tokenHash: string,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('trusted_devices as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select('d.token_hash')
    .where('d.token_hash', '=', tokenHash)
    .where('u.email', '=', email)
    .executeTakeFirst();
  return row?.token_hash;
}

/** Whose browser the token marks. */
export async function ownerOf(db: Executor, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('trusted_devices')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insert(
  db: Executor,
  tokenHash: string,
  userId: string,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: tokenHash, user_id: userId, created_at: createdAt })
    .execute();
}

export async function remove(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('token_hash', '=', tokenHash).execute();
}

/** Every browser the user signed in from, by when (never their tokens' hashes). */
export function ofUser(db: Executor, userId: string) {
  return db
    .selectFrom('trusted_devices')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Forgets every browser the user signed in from. */
export async function removeAllOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
