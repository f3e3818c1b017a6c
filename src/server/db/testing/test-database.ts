import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, type DbOptions, openDatabase } from '../database.js';

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server at `serverUrl`: its address, and how to drop it. */
export async function emptyPostgresDatabase(
  serverUrl: string,
  prefix = 'shop_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

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
  const { url, drop } = await emptyPostgresDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: url, sqlitePath: '', ...options });
  return {
    ...db,
    /** For a second app server on the same database. */
    url,
    async destroy() {
      await db.destroy();
      await drop();
    },
  };
}
