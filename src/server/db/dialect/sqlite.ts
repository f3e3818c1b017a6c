import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  SqliteDialect,
  SqliteDriver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { createLocalNotifications } from './local-notifications.js';
import type { EngineDialect } from './types.js';

/** Write transactions take the write lock up front, so two writers never deadlock on upgrade. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Statements kept prepared: more than the app's distinct statements, bounded for generated ones. */
const KEPT_STATEMENTS = 1_000;

/**
 * The database as Kysely's driver uses it, with each statement prepared once and used again (Kysely
 * prepares every query anew: a tenth of a cache-missed listing's CPU). A kept statement still
 * running (an iteration under way) is not shared: that query gets a statement of its own.
 */
function withKeptStatements(database: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Newest last, so the oldest is the first to go.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = database.prepare(sql);
      if (!statement) {
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
        kept.set(sql, prepared);
      }
      return prepared;
    },
  };
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

export function createSqliteDialect(filename: string): EngineDialect {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const database = new BetterSqlite3(filename);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');

  return {
    kind: 'sqlite',
    kyselyDialect: new ImmediateSqliteDialect(withKeptStatements(database)),
    notifications: createLocalNotifications(),
  };
}
