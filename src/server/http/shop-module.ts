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
  /** Its routes behind the admin gate (administrators only), under /api/admin. */
  adminRoutes?: FastifyPluginAsync;
  /** Its routes behind the moderation gate (moderators and administrators), under /api/admin. */
  moderationRoutes?: FastifyPluginAsync;
  jobs?: readonly BackgroundJob[];
}

/**
 * Registers each module's routes, its admin and moderation routes behind their gates (401 for nobody
 * signed in, 403 for anyone the gate does not let in, before any body is read), and stops its jobs
 * when the app closes. Answers a start for the jobs (main.ts calls it once the server listens).
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly ShopModule[],
  gates: { admin: onRequestAsyncHookHandler; moderation: onRequestAsyncHookHandler },
): Promise<() => void> {
  for (const { routes } of modules) if (routes) await app.register(routes);
  app.decorateRequest('admin', null);
  const behind = (
    gate: onRequestAsyncHookHandler,
    routes: (module: ShopModule) => FastifyPluginAsync | undefined,
  ) =>
    app.register(
      async (scope) => {
        scope.addHook('onRequest', gate);
        for (const module of modules) {
          const plugin = routes(module);
          if (plugin) await scope.register(plugin);
        }
      },
      { prefix: ADMIN_API_PREFIX },
    );
  await behind(gates.admin, (module) => module.adminRoutes);
  await behind(gates.moderation, (module) => module.moderationRoutes);
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  app.addHook('onClose', async () => void (await Promise.all(jobs.map((job) => job.stop()))));
  return () => jobs.forEach((job) => job.start());
}
