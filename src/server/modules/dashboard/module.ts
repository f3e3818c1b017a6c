import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { dashboardAdminRoutes } from './admin-routes.js';
import { createDashboardService } from './dashboard-service.js';

/** The admin dashboard's figures. */
export const createDashboardModule = (options: { db: Executor; now: () => Date }): ShopModule => ({
  adminRoutes: async (app) =>
    app.register(dashboardAdminRoutes, { dashboard: createDashboardService(options) }),
});
