import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardFigures } from './figures.js';
import type { DashboardRepository } from './repository.js';

/** The dashboard's figures. Mounted under /api/admin. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardRepository }> = async (
  app,
  { dashboard },
) => {
  app.get('/dashboard', async () => dashboardFigures(await dashboard.counts()));
};
