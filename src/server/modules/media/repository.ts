import type { Db, Executor } from '../../db/database.js';
import type { MediaTable } from '../../db/schema.js';

export function createMediaRepository({ kysely }: Db) {
  return {
    async exists(hash: string): Promise<boolean> {
      const row = await kysely.selectFrom('media').select('hash').where('hash', '=', hash).executeTakeFirst();
      return row !== undefined;
    },

    /** Which of these images the shop holds (an import's image addresses). */
    async stored(hashes: readonly string[], db: Executor = kysely): Promise<Set<string>> {
      if (hashes.length === 0) return new Set();
      const rows = await db
        .selectFrom('media')
        .select('hash')
        .where('hash', 'in', [...new Set(hashes)])
        .where('variant', '=', 'original')
        .execute();
      return new Set(rows.map((row) => row.hash));
    },

    /** Content-addressed, so storing the same image twice is a no-op. */
    async insert(rows: MediaTable[]): Promise<void> {
      await kysely
        .insertInto('media')
        .values(rows)
        .onConflict((oc) => oc.columns(['hash', 'variant']).doNothing())
        .execute();
    },

    async find(hash: string, variant: string) {
      return kysely
        .selectFrom('media')
        .select(['content_type', 'bytes'])
        .where('hash', '=', hash)
        .where('variant', '=', variant)
        .executeTakeFirst();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
