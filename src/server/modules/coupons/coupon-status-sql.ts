import type { ExpressionBuilder } from 'kysely';
import type { ScheduleStatus } from '../../../shared/schedule-status.js';
import type { Database } from '../../db/schema.js';

type Coupons = ExpressionBuilder<Database, 'discount_coupons'>;

/**
 * couponStatus (src/shared/coupons.ts) as a condition, for counting and filtering in the database:
 * calendar dates compare as text (YYYY-MM-DD).
 */
export function couponStatusIs(eb: Coupons, status: ScheduleStatus, today: string) {
  const active = eb('is_active', '=', 1);
  const started = eb('valid_from', '<=', today);
  const notEnded = eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]);
  switch (status) {
    case 'inactive':
      return eb('is_active', '=', 0);
    case 'scheduled':
      return eb.and([active, eb('valid_from', '>', today)]);
    case 'expired':
      return eb.and([active, started, eb('valid_until', '<', today)]);
    case 'active':
      return eb.and([active, started, notEnded]);
  }
}

/** A coupon a shopper can use today: active by its dates and not used up. */
export function couponUsable(eb: Coupons, today: string) {
  return eb.and([
    couponStatusIs(eb, 'active', today),
    eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]),
  ]);
}
