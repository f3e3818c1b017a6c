import type { Executor } from '../../db/database.js';

/** The shop_settings table's one row (docs/decisions/0019-shop-settings.md). */

const ID = 'shop';

export function read(db: Executor) {
  return db
    .selectFrom('shop_settings')
    .select(['settings', 'version', 'updated_at'])
    .where('id', '=', ID)
    .executeTakeFirst();
}

/**
 * Writes the settings as version `from + 1` if the row is still at version `from` (0: no row yet);
 * false when another save came first.
 */
export async function write(db: Executor, settings: string, from: number, at: string): Promise<boolean> {
  const row = { settings, version: from + 1, updated_at: at };
  if (from === 0) {
    const result = await db
      .insertInto('shop_settings')
      .values({ id: ID, ...row })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }
  const result = await db
    .updateTable('shop_settings')
    .set(row)
    .where('id', '=', ID)
    .where('version', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
