import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDatabase } from '../src/server/db/database.js';

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

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
  const name = `shop_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({
      databaseUrl: url.toString(),
      sqlitePath: '',
      ...(migrateUpTo && { migrateUpTo }),
    });
    try {
      return await work(db, url.toString());
    } finally {
      await db.destroy();
    }
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
