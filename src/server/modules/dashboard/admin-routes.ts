import type { FastifyPluginAsync } from 'fastify';
import { SALES_CHART_DAYS } from '../../../shared/schemas/dashboard.js';
import { serve } from '../../http/endpoint-routes.js';
import type { DashboardService } from './dashboard-service.js';

/** The dashboard's figures and setup checklist. Mounted under /api/admin. */
export const dashboardAdminRoutes: FastifyPluginAsync<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  serve(app, 'getDashboard', () => dashboard.figures());
  serve(app, 'getDailySales', async () => ({ days: await dashboard.dailySales(SALES_CHART_DAYS) }));
  serve(app, 'getSetupChecklist', () => dashboard.setup());
};
