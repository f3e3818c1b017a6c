import type { Executor } from '../../db/database.js';
import type { MediaTable } from '../../db/schema.js';

export async function exists(db: Executor, hash: string): Promise<boolean> {
  const row = await db.selectFrom('media').select('hash').where('hash', '=', hash).executeTakeFirst();
  return row !== undefined;
}

/** Which of these images the shop holds (an import's image addresses). */
export async function stored(db: Executor, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .select('hash')
    .where('hash', 'in', [...new Set(hashes)])
    .where('variant', '=', 'original')
    .execute();
  return new Set(rows.map((row) => row.hash));
}

/** Content-addressed, so storing the same image twice is a no-op. */
export async function insert(db: Executor, rows: MediaTable[]): Promise<void> {
  await db
    .insertInto('media')
    .values(rows)
    .onConflict((oc) => oc.columns(['hash', 'variant']).doNothing())
    .execute();
}

export function find(db: Executor, hash: string, variant: string) {
  return db
    .selectFrom('media')
    .select(['content_type', 'bytes'])
    .where('hash', '=', hash)
    .where('variant', '=', variant)
    .executeTakeFirst();
}
