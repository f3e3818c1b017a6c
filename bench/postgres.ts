import { type Db, openDatabase } from '../src/server/db/database.js';
import { emptyPostgresDatabase } from '../src/server/db/testing/test-database.js';

/**
 * Runs `work` on a new, migrated database on the given PostgreSQL server (given too by its address,
 * for a server process), and drops it afterwards.
 */
export async function withTemporaryPostgresDatabase<T>(
  serverUrl: string,
  work: (db: Db, url: string) => Promise<T>,
  /** Its schema as it was after this migration, not the latest. */
  migrateUpTo?: string,
): Promise<T> {
  const { url, drop } = await emptyPostgresDatabase(serverUrl, 'shop_bench');
  try {
    const db = await openDatabase({ databaseUrl: url, sqlitePath: '', ...(migrateUpTo && { migrateUpTo }) });
    try {
      return await work(db, url);
    } finally {
      await db.destroy();
    }
  } finally {
    await drop();
  }
}
