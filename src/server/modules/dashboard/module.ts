import type { ShopModule } from '../../http/shop-module.js';
import { dashboardAdminRoutes } from './admin-routes.js';
import { type DashboardOptions, createDashboardService } from './dashboard-service.js';

/** The admin dashboard's figures and its setup checklist. */
export const createDashboardModule = (options: DashboardOptions): ShopModule => ({
  adminRoutes: async (app) =>
    app.register(dashboardAdminRoutes, { dashboard: createDashboardService(options) }),
});
