import pg from 'pg';
import type { Notifications } from './types.js';

/** The PostgreSQL channel every app server listens on. */
const CHANNEL = 'shop_events';
const RECONNECT_MS = 1_000;

/**
 * Notifications between app servers through PostgreSQL's LISTEN/NOTIFY (DESIGN.md §5): a publish is
 * a NOTIFY through the pool, and one dedicated connection per server LISTENs, reconnecting after a
 * drop. A server's own notifications come back to it too, so every server handles them alike.
 */
export function createPostgresNotifications(pool: pg.Pool, connectionString: string): Notifications {
  const listeners = new Set<(payload: string) => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) for (const listener of listeners) listener(message.payload ?? '');
    });
    const reconnect = () => {
      if (closed || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void listen().catch(reconnect), RECONNECT_MS);
    };
    next.on('error', (error) => {
      process.emitWarning(`PostgreSQL notification connection lost: ${error.message}`);
      reconnect();
    });
    next.on('end', reconnect);
    client = next;
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
  }

  const ready = listen();

  return {
    async publish(payload) {
      await ready;
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves once this server is listening, so nothing published after it is missed. */
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
