/** The admin dashboard: the shop's figures at a glance. */
export { dashboardAdminRoutes } from './admin-routes.js';
export { type DashboardService, createDashboardService } from './dashboard-service.js';
export { createDashboardModule } from './module.js';
