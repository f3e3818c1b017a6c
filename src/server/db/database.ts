import { Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { createPostgresDialect } from './dialect/postgres.js';
import { createSqliteDialect } from './dialect/sqlite.js';
import type { EngineDialect, EngineKind } from './dialect/types.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/**
 * The database or a transaction (a Kysely transaction is a Kysely): repositories take it first, so a
 * transaction composes them, and reads inside it see what it wrote.
 */
export type Executor = Kysely<Database>;

/** A transaction: what a function that must run inside its caller's transaction takes. */
export type Trx = Transaction<Database>;

/** Which engine an executor runs on: where SQLite and PostgreSQL need different SQL (a search). */
export const engineOf = (db: Executor): EngineKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** Rows one statement writes at most: within both engines' limits on a statement's parameters. */
export const ROWS_PER_STATEMENT = 500;

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: EngineDialect;
  destroy(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** A test of a migration opens the database as it was before it: up to this migration. */
  migrateUpTo?: string;
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  const dialect = options.databaseUrl
    ? createPostgresDialect(options.databaseUrl)
    : createSqliteDialect(options.sqlitePath);
  const kysely = new Kysely<Database>({ dialect: dialect.kyselyDialect });
  await migrateToLatest(kysely, dialect.kind, options.migrateUpTo);
  return {
    kysely,
    dialect,
    async destroy() {
      await dialect.notifications.close();
      await kysely.destroy();
    },
  };
}
