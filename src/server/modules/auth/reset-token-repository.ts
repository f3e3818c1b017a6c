import type { Executor } from '../../db/database.js';

/** How many links the user was sent since `since`. */
export async function countSince(db: Executor, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(
  db: Executor,
  token: { hash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The user of a live, unused token. */
export async function liveUser(db: Executor, hash: string, at: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses up a live, unused token; answers its user, or undefined when it was not live. */
export async function useUp(db: Executor, hash: string, at: string): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses up every other link the user was sent. */
export async function useUpAllOf(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Forgets every link the user was sent, used or not. */
export async function removeAllOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
