import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, type DbOptions, openDatabase } from '../database.js';

/**
 * A fresh, migrated database for one test file: in-memory SQLite, or — when the api-postgres
 * project runs (TEST_ENGINE=postgres) — a new database on TEST_DATABASE_URL's server, dropped after.
 */
export async function createTestDatabase(
  options: Pick<DbOptions, 'migrateUpTo'> = {},
): Promise<Db & { url?: string }> {
  if (process.env.TEST_ENGINE !== 'postgres') return openDatabase({ sqlitePath: ':memory:', ...options });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), sqlitePath: '', ...options });
  return {
    ...db,
    /** For a second app server on the same database. */
    url: url.toString(),
    async destroy() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
