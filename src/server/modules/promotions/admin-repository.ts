import type { Db } from '../../db/database.js';
import type { SalePromotionsTable } from '../../db/schema.js';

export type PromotionWrite = Omit<SalePromotionsTable, 'id' | 'created_at'>;

/** The admin's reads and writes of sale promotions (SPEC.md §7 Admin promotions). */
export function createPromotionsAdminRepository({ kysely }: Db) {
  return {
    find: (id: string) =>
      kysely.selectFrom('sale_promotions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Every promotion, newest first. */
    listAll: () =>
      kysely.selectFrom('sale_promotions').selectAll().orderBy('created_at', 'desc').orderBy('id').execute(),

    async insert(promotion: SalePromotionsTable): Promise<void> {
      await kysely.insertInto('sale_promotions').values(promotion).execute();
    },

    /** True when the promotion was there to change. */
    async update(id: string, changes: Partial<PromotionWrite>): Promise<boolean> {
      const result = await kysely
        .updateTable('sale_promotions')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: string): Promise<boolean> {
      const result = await kysely.deleteFrom('sale_promotions').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type PromotionsAdminRepository = ReturnType<typeof createPromotionsAdminRepository>;
