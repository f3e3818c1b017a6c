import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../../shared/schemas/admin-lists.js';
import type { Db, Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import { scheduleStatusIs } from '../../db/schedule-status-sql.js';
import type { SalePromotionsTable } from '../../db/schema.js';

export type PromotionWrite = Omit<SalePromotionsTable, 'id' | 'created_at'>;

/** The admin's reads and writes of sale promotions (SPEC.md §7 Admin promotions). */
export function createPromotionsAdminRepository({ kysely }: Db) {
  return {
    transaction: <T>(work: (trx: Executor) => Promise<T>): Promise<T> => kysely.transaction().execute(work),

    find: (id: string, db: Executor = kysely) =>
      db.selectFrom('sale_promotions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A page of the promotions the query matches (status as of now), newest first. */
    list(query: ScheduledListQuery) {
      const { q, status } = query;
      const dir = query.dir ?? 'desc';
      return paged(
        kysely
          .selectFrom('sale_promotions')
          .selectAll()
          .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('name'), sql.ref('description')], q!)))
          .$if(status !== undefined, (qb) =>
            // promotionStatus (src/shared/pricing.ts) as a condition, as of now.
            qb.where(
              scheduleStatusIs(
                { isActive: 'is_active', from: 'start_date', until: 'end_date' },
                status!,
                new Date().toISOString(),
              ),
            ),
          )
          .orderBy('created_at', dir)
          .orderBy('id', dir),
        query.page ?? 1,
        ADMIN_PAGE_SIZE,
      );
    },

    async insert(promotion: SalePromotionsTable, db: Executor): Promise<void> {
      await db.insertInto('sale_promotions').values(promotion).execute();
    },

    /** True when the promotion was there to change. */
    async update(id: string, changes: Partial<PromotionWrite>, db: Executor): Promise<boolean> {
      const result = await db
        .updateTable('sale_promotions')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: string, db: Executor): Promise<boolean> {
      const result = await db.deleteFrom('sale_promotions').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type PromotionsAdminRepository = ReturnType<typeof createPromotionsAdminRepository>;
