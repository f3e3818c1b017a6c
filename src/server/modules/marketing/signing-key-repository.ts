import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database.js';

/**
 * The secret the shop signs one kind of its links with: made the first time it is needed (256
 * random bits) and kept in the database, so every app server on it signs and checks alike.
 */
export async function secretFor(db: Executor, purpose: string, at: string): Promise<string> {
  const read = () =>
    db.selectFrom('signing_keys').select('secret').where('purpose', '=', purpose).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.secret;
  // Two servers may make one at once: the first one written is everyone's.
  await db
    .insertInto('signing_keys')
    .values({ purpose, secret: randomBytes(32).toString('base64url'), created_at: at })
    .onConflict((oc) => oc.column('purpose').doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error(`The ${purpose} signing key was not kept`);
  return made.secret;
}
