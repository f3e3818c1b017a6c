import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * Counters of the limits on costly requests (docs/decisions/0012): one row per rule and
 * subject (a hash of an address, a cart session or an account), counting the hits of its current
 * window. Kept in the database, so every app server on it counts the same hits.
 */
export function requestLimits(kind: EngineKind): Migration {
  const millis = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('request_limits')
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        // When the window began, in milliseconds since 1970.
        .addColumn('window_start', millis, (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull().check(sql`hits >= 0`))
        .addPrimaryKeyConstraint('request_limits_pk', ['rule', 'subject'])
        .execute();
      await db.schema
        .createIndex('request_limits_window_start')
        .on('request_limits')
        .column('window_start')
        .execute();
    },
  };
}
