/** Sale promotions: the admin's list, and the rules pricing reads. */
export { insert as insertPromotion, rules as promotionRules } from './promotion-repository.js';
export { createPromotionsModule } from './module.js';
