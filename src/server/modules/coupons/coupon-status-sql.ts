import type { ExpressionBuilder } from 'kysely';
import type { ScheduleStatus } from '../../../shared/schedule-status.js';
import { scheduleStatusIs } from '../../db/schedule-status-sql.js';
import type { Database } from '../../db/schema.js';

type Coupons = ExpressionBuilder<Database, 'discount_coupons'>;

/** couponStatus (src/shared/coupons.ts) as a condition, by the shop's calendar day. */
export const couponStatusIs = (status: ScheduleStatus, today: string) =>
  scheduleStatusIs({ isActive: 'is_active', from: 'valid_from', until: 'valid_until' }, status, today);

/** A coupon a shopper can use today: active by its dates and not used up. */
export function couponUsable(eb: Coupons, today: string) {
  return eb.and([
    couponStatusIs('active', today),
    eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]),
  ]);
}
