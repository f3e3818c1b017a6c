import type { Executor } from '../../db/database.js';
import * as promotionRepository from './promotion-repository.js';

/** Sale promotions: the admin's list, and the rules pricing reads. */
export { promotionsAdminRoutes } from './admin-routes.js';
export { type PromotionsService, createPromotionsService } from './promotions-service.js';

/** Every promotion switched on, whatever its dates (pricing decides which are in force when). */
export const promotionRules = (db: Executor) => promotionRepository.rules(db);

export { insert as insertPromotion } from './promotion-repository.js';
export { createPromotionsModule } from './module.js';
