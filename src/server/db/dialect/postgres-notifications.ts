import pg from 'pg';
import type { Notifications } from './types.js';

/** The PostgreSQL channel every app server listens on. */
const CHANNEL = 'shop_events';
const RECONNECT_MS = 1_000;

/**
 * Notifications between app servers through PostgreSQL's LISTEN/NOTIFY (docs/design.md §5): a publish is
 * a NOTIFY through the pool, and one dedicated connection per server LISTENs, reconnecting after a
 * failure or a drop (a lost connection is never fatal). A server's own notifications come back to it
 * too, so every server handles them alike.
 */
export function createPostgresNotifications(pool: pg.Pool, connectionString: string): Notifications {
  const listeners = new Set<(payload: string) => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listening!: Promise<void>;
  let markListening!: () => void;
  const resetListening = () => {
    listening = new Promise((resolve) => (markListening = resolve));
  };
  resetListening();

  function scheduleReconnect(reason: string): void {
    if (closed || retry) return;
    process.emitWarning(`PostgreSQL notifications: ${reason}; reconnecting`);
    resetListening();
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    const lost = (reason: string) => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect(reason);
    };
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) for (const listener of listeners) listener(message.payload ?? '');
    });
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (closed) await next.end();
      else markListening();
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
    }
  }

  void connect();

  return {
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves once this server is listening, so nothing published after it is missed. */
    ready: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
