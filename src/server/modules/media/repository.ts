import type { Db } from '../../db/database.js';
import type { MediaTable } from '../../db/schema.js';

export function createMediaRepository({ kysely }: Db) {
  return {
    async exists(hash: string): Promise<boolean> {
      const row = await kysely.selectFrom('media').select('hash').where('hash', '=', hash).executeTakeFirst();
      return row !== undefined;
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
