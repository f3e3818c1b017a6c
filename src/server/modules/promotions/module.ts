import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { promotionsAdminRoutes } from './admin-routes.js';
import { createPromotionsService } from './promotions-service.js';

export interface PromotionsModuleOptions {
  db: Executor;
  /** Told after every change: promotions change the prices shoppers see. */
  onPricesChanged: () => void;
  now: () => Date;
}

/** Sale promotions: the admin's list (pricing reads the rules). */
export const createPromotionsModule = (options: PromotionsModuleOptions): ShopModule => ({
  adminRoutes: async (app) =>
    app.register(promotionsAdminRoutes, { promotions: createPromotionsService(options) }),
});
