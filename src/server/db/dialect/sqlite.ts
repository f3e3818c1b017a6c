import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, SqliteDialect, SqliteDriver } from 'kysely';
import { createLocalNotifications } from './local-notifications.js';
import type { EngineDialect } from './types.js';

/** Write transactions take the write lock up front, so two writers never deadlock on upgrade. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;
  constructor(database: BetterSqlite3.Database) {
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
    kyselyDialect: new ImmediateSqliteDialect(database),
    notifications: createLocalNotifications(),
  };
}
