/** The admin dashboard: the shop's figures at a glance. */
export { createDashboardModule } from './module.js';
