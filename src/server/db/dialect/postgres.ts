import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { createPostgresNotifications } from './postgres-notifications.js';
import type { EngineDialect } from './types.js';

const { Pool, types } = pg;

/** Values come back in the same shapes as on SQLite: ISO timestamps, plain dates, numbers. */
const typeParsers: Record<number, (value: string) => unknown> = {
  [types.builtins.TIMESTAMPTZ]: (v) => new Date(v).toISOString(),
  [types.builtins.TIMESTAMP]: (v) => new Date(`${v}Z`).toISOString(),
  [types.builtins.DATE]: (v) => v,
  [types.builtins.INT8]: (v) => Number(v),
  [types.builtins.NUMERIC]: (v) => Number(v),
};

export function createPostgresDialect(connectionString: string, poolSize = 10): EngineDialect {
  const pool = new Pool({
    connectionString,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? types.getTypeParser(oid, format ?? 'text')) as typeof types.getTypeParser,
    },
  });
  // An idle connection that the server drops (restart, failover, a pooler's timeout) is not fatal: the
  // pool discards it and the next query opens another. Without a listener, Node would crash the app.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  return {
    kind: 'postgres',
    kyselyDialect: new PostgresDialect({ pool }),
    notifications: createPostgresNotifications(pool, connectionString),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
