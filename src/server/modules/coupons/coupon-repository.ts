import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../../shared/schemas/admin-lists.js';
import { shopToday } from '../../../shared/shop-time.js';
import type { Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import type { DiscountCouponsTable } from '../../db/schema.js';
import { couponStatusIs, couponUsable } from './coupon-status-sql.js';

export type CouponRow = DiscountCouponsTable;
export type CouponWrite = Omit<DiscountCouponsTable, 'id' | 'times_used' | 'created_at'>;

export function find(db: Executor, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('discount_coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('discount_coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A page of the coupons the query matches (status by the shop's day at `now`), newest first. */
export function list(db: Executor, query: ScheduledListQuery, now: Date) {
  const { q, status } = query;
  const dir = query.dir ?? 'desc';
  return paged(
    db
      .selectFrom('discount_coupons')
      .selectAll()
      .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('code'), sql.ref('description')], q!)))
      .$if(status !== undefined, (qb) => qb.where(couponStatusIs(status!, shopToday(now))))
      .orderBy('created_at', dir)
      .orderBy('id', dir),
    query.page ?? 1,
    ADMIN_PAGE_SIZE,
  );
}

/** A new coupon: not used yet, unless (demo data) it says how often it was. */
export async function insert(
  db: Executor,
  coupon: CouponWrite & { id: string; created_at: string; times_used?: number },
): Promise<void> {
  await db
    .insertInto('discount_coupons')
    .values({ times_used: 0, ...coupon })
    .execute();
}

/** True when the coupon was there to change. */
export async function update(db: Executor, id: string, changes: Partial<CouponWrite>): Promise<boolean> {
  const result = await db
    .updateTable('discount_coupons')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function remove(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('discount_coupons').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Counts one use of a switched-on coupon if it still has one to give: a conditional update, so
 * concurrent checkouts can never use it past its limit. False when it has none left.
 */
export async function redeem(db: Executor, couponId: string): Promise<boolean> {
  const result = await db
    .updateTable('discount_coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', couponId)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a use back (an order released unpaid never used it). */
export async function giveBack(db: Executor, couponId: string): Promise<void> {
  await db
    .updateTable('discount_coupons')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('id', '=', couponId)
    .where('times_used', '>', 0)
    .execute();
}

/** Counts a use again if one is left, switched on or not (a released order paid after all). */
export async function redeemAgain(db: Executor, couponId: string): Promise<void> {
  await db
    .updateTable('discount_coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .execute();
}

/** How many coupons a shopper can use on the shop's day `today`. */
export async function countUsable(db: Executor, today: string): Promise<number> {
  const row = await db
    .selectFrom('discount_coupons')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => couponUsable(eb, today))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
