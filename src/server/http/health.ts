import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { type Executor, engineOf } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';
import { serve } from './endpoint-routes.js';
import { withinTime } from './time-limit.js';
import { AppError } from './errors.js';
import type { ShopModule } from './shop-module.js';

/** How long the database may take to answer a readiness probe before the server counts as not ready. */
const DATABASE_ANSWER_MS = 2_000;

export interface HealthOptions {
  db: Executor;
  /** Resolves once the catalogue index is current (it is built before the server listens). */
  catalogueCurrent: () => Promise<unknown>;
}

/**
 * Liveness and readiness for a load balancer (docs/decisions/0024-operations.md): `/healthz` answers
 * while the process runs; `/readyz` only while the database answers, the schema is current, the
 * catalogue index answers and the server is not shutting down. `drain()` (SIGTERM) turns it not
 * ready at once, so the balancer stops sending before the server stops accepting.
 */
export function createHealthModule({ db, catalogueCurrent }: HealthOptions): ShopModule & { drain(): void } {
  let draining = false;
  // Migrations are never undone: once all are applied, they stay so.
  let migrated = false;

  async function problems(): Promise<Record<string, string>> {
    const found: Record<string, string> = {};
    if (draining) found.draining = 'The server is shutting down';
    try {
      await withinTime(sql`select 1`.execute(db), DATABASE_ANSWER_MS);
    } catch {
      found.database = 'The database does not answer';
      return found;
    }
    if (!migrated) {
      try {
        const pending = await pendingMigrations(db, engineOf(db));
        migrated = pending.length === 0;
        if (!migrated) found.migrations = `${pending.length} migration(s) not applied`;
      } catch {
        found.migrations = 'The migrations could not be read';
      }
    }
    try {
      await withinTime(catalogueCurrent(), DATABASE_ANSWER_MS);
    } catch {
      found.catalogue = 'The catalogue index is not current';
    }
    return found;
  }

  const routes: FastifyPluginAsync = async (app) => {
    serve(app, 'healthz', () => ({ status: 'ok' as const }));
    serve(app, 'readyz', async () => {
      const found = await problems();
      const [first] = Object.values(found);
      if (first) throw new AppError(503, 'not_ready', first, found);
      return { status: 'ready' as const };
    });
  };

  return {
    routes,
    drain: () => {
      draining = true;
    },
  };
}
