import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { dashboardFigures } from './figures.js';
import type { DashboardRepository } from './repository.js';

/** The dashboard's figures. Mounted under /api/admin. */
export const dashboardAdminRoutes: FastifyPluginAsync<{ dashboard: DashboardRepository }> = async (
  app,
  { dashboard },
) => {
  serve(app, 'getDashboard', async () => dashboardFigures(await dashboard.counts()));
};
