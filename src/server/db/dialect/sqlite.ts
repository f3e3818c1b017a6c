import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, SqliteDialect, SqliteDriver, sql } from 'kysely';
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

/** The trigram index serves substrings of three characters or more. */
const TRIGRAM = 3;

/** FTS5 phrase syntax: a phrase is double-quoted, and a quote inside it is doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
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
    productMatchesTerm(term) {
      const tagNeedle = `|${term}|`;
      const tagClause = term.includes('|') ? [] : [`tags_text : ${ftsPhrase(tagNeedle)}`];
      if ([...term].length >= TRIGRAM) {
        const match = [`search_text : ${ftsPhrase(term)}`, ...tagClause].join(' OR ');
        return sql<boolean>`p.id in (select product_id from products_fts where products_fts match ${match})`;
      }
      // Too short for the trigram index: scan the search text, but still let the index find tags.
      const tagMatch =
        tagClause.length > 0
          ? sql`or p.id in (select product_id from products_fts where products_fts match ${tagClause[0]})`
          : sql``;
      return sql<boolean>`(instr(p.search_text, ${term}) > 0 ${tagMatch})`;
    },
  };
}
