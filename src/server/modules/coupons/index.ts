/** Discount coupons: the admin's list, and what checkout reads and counts of them. */
export {
  countUsable as countUsableCoupons,
  findByCode as findCouponByCode,
  giveBack as giveBackCouponUse,
  insert as insertCoupon,
  redeem as redeemCoupon,
  redeemAgain as redeemCouponAgain,
} from './coupon-repository.js';
export { toCoupon } from './to-coupon.js';
export { createCouponsModule } from './module.js';
