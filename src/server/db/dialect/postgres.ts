import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { createPostgresNotifications } from './postgres-notifications.js';
import type { EngineDialect } from './types.js';

const { Pool, types } = pg;

/** An instant as ISO text; one no Date can hold ('infinity', typed by hand) as PostgreSQL wrote it. */
const isoOrAsWritten = (value: string, text = value) => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

/** Values come back in the same shapes as on SQLite: ISO timestamps, plain dates, numbers. */
const typeParsers: Record<number, (value: string) => unknown> = {
  [types.builtins.TIMESTAMPTZ]: (v) => isoOrAsWritten(v),
  [types.builtins.TIMESTAMP]: (v) => isoOrAsWritten(v, `${v}Z`),
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
