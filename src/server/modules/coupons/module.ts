import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { couponsAdminRoutes } from './admin-routes.js';
import { createCouponsService } from './coupons-service.js';

/** Discount coupons: the admin's list (checkout reads and counts them). */
export const createCouponsModule = (options: { db: Executor; now: () => Date }): ShopModule => ({
  adminRoutes: async (app) => app.register(couponsAdminRoutes, { coupons: createCouponsService(options) }),
});
