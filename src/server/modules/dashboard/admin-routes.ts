import type { FastifyPluginAsync } from 'fastify';
import { SALES_CHART_DAYS } from '../../../shared/schemas/dashboard.js';
import { serve } from '../../http/endpoint-routes.js';
import { dashboardFigures } from './figures.js';
import type { DashboardRepository } from './repository.js';

/** The dashboard's figures. Mounted under /api/admin. */
export const dashboardAdminRoutes: FastifyPluginAsync<{ dashboard: DashboardRepository }> = async (
  app,
  { dashboard },
) => {
  serve(app, 'getDashboard', async () => dashboardFigures(await dashboard.counts()));
  serve(app, 'getDailySales', async () => ({
    days: await dashboard.dailySales(SALES_CHART_DAYS, new Date()),
  }));
};
