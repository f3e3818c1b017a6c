import type { FastifyInstance, FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { ADMIN_API_PREFIX } from '../../shared/api/endpoints.js';

/** Work a module does outside requests (a sweep, an outbox): started with the server, stopped with it. */
export interface BackgroundJob {
  start(): void;
  /** Stops and waits for the work in progress. */
  stop(): Promise<void>;
}

/** What a module of src/server/modules gives the app: its routes and its jobs. */
export interface ShopModule {
  /** Its routes at the root: the storefront's and the API's (paths come from the contract). */
  routes?: FastifyPluginAsync;
  /** Its routes behind the admin gate, under /api/admin. */
  adminRoutes?: FastifyPluginAsync;
  jobs?: readonly BackgroundJob[];
}

/**
 * Registers each module's routes, its admin routes behind the gate (401 for nobody signed in, 403
 * for anyone but an administrator, before any body is read), and stops its jobs when the app closes.
 * Answers a start for the jobs (main.ts calls it once the server listens).
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly ShopModule[],
  adminGate: onRequestAsyncHookHandler,
): Promise<() => void> {
  for (const { routes } of modules) if (routes) await app.register(routes);
  await app.register(
    async (admin) => {
      admin.decorateRequest('admin', null);
      admin.addHook('onRequest', adminGate);
      for (const { adminRoutes } of modules) if (adminRoutes) await admin.register(adminRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  app.addHook('onClose', async () => void (await Promise.all(jobs.map((job) => job.stop()))));
  return () => jobs.forEach((job) => job.start());
}
