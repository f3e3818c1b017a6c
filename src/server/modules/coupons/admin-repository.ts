import type { Db } from '../../db/database.js';
import type { DiscountCouponsTable } from '../../db/schema.js';

export type CouponRow = DiscountCouponsTable;
export type CouponWrite = Omit<DiscountCouponsTable, 'id' | 'times_used' | 'created_at'>;

/** The admin's reads and writes of discount coupons (SPEC.md §7 Admin coupons). */
export function createCouponsAdminRepository({ kysely }: Db) {
  const find = (id: string) =>
    kysely.selectFrom('discount_coupons').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    find,

    /** Every coupon, newest first. */
    listAll: () =>
      kysely.selectFrom('discount_coupons').selectAll().orderBy('created_at', 'desc').orderBy('id').execute(),

    async insert(coupon: DiscountCouponsTable): Promise<void> {
      await kysely.insertInto('discount_coupons').values(coupon).execute();
    },

    /** True when the coupon was there to change. */
    async update(id: string, changes: Partial<CouponWrite>): Promise<boolean> {
      const result = await kysely
        .updateTable('discount_coupons')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: string): Promise<boolean> {
      const result = await kysely.deleteFrom('discount_coupons').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CouponsAdminRepository = ReturnType<typeof createCouponsAdminRepository>;
