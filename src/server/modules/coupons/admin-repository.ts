import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../../shared/schemas/admin-lists.js';
import { shopToday } from '../../../shared/shop-time.js';
import type { Db, Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import { couponStatusIs } from './coupon-status-sql.js';
import type { DiscountCouponsTable } from '../../db/schema.js';

export type CouponRow = DiscountCouponsTable;
export type CouponWrite = Omit<DiscountCouponsTable, 'id' | 'times_used' | 'created_at'>;

/** The admin's reads and writes of discount coupons (SPEC.md §7 Admin coupons). */
export function createCouponsAdminRepository({ kysely }: Db) {
  const find = (id: string, db: Executor = kysely) =>
    db.selectFrom('discount_coupons').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    transaction: <T>(work: (trx: Executor) => Promise<T>): Promise<T> => kysely.transaction().execute(work),

    find,

    /** A page of the coupons the query matches (status by the shop's today), newest first. */
    list(query: ScheduledListQuery) {
      const { q, status } = query;
      const dir = query.dir ?? 'desc';
      return paged(
        kysely
          .selectFrom('discount_coupons')
          .selectAll()
          .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('code'), sql.ref('description')], q!)))
          .$if(status !== undefined, (qb) => qb.where(couponStatusIs(status!, shopToday())))
          .orderBy('created_at', dir)
          .orderBy('id', dir),
        query.page ?? 1,
        ADMIN_PAGE_SIZE,
      );
    },

    async insert(coupon: DiscountCouponsTable, db: Executor): Promise<void> {
      await db.insertInto('discount_coupons').values(coupon).execute();
    },

    /** True when the coupon was there to change. */
    async update(id: string, changes: Partial<CouponWrite>, db: Executor): Promise<boolean> {
      const result = await db
        .updateTable('discount_coupons')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: string, db: Executor): Promise<boolean> {
      const result = await db.deleteFrom('discount_coupons').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CouponsAdminRepository = ReturnType<typeof createCouponsAdminRepository>;
