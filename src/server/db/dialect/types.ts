import type { Dialect } from 'kysely';

export type EngineKind = 'sqlite' | 'postgres';

/**
 * What differs between the two engines, kept behind one small interface (docs/design.md §3).
 * Repositories stay on the portable query builder.
 */
export interface EngineDialect {
  readonly kind: EngineKind;
  readonly kyselyDialect: Dialect;
  /** Messages to every app server on this database (realtime product changes). */
  readonly notifications: Notifications;
  /** The connection pool's use now (PostgreSQL's; SQLite has one connection and no pool). */
  poolUse?(): { total: number; idle: number; waiting: number };
}

/** A broadcast channel between the app servers that share a database. */
export interface Notifications {
  publish(payload: string): Promise<void>;
  /** Calls the listener with every payload published by any server; returns the unsubscribe. */
  subscribe(listener: (payload: string) => void): () => void;
  /** Resolves once this server receives what is published (a no-op within one process). */
  ready?(): Promise<void>;
  close(): Promise<void>;
}
