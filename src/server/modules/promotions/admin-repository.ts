import { type ExpressionBuilder, sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../../shared/schemas/admin-lists.js';
import type { ScheduleStatus } from '../../../shared/schedule-status.js';
import type { Db, Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import type { Database } from '../../db/schema.js';
import type { SalePromotionsTable } from '../../db/schema.js';

export type PromotionWrite = Omit<SalePromotionsTable, 'id' | 'created_at'>;

/**
 * promotionStatus (src/shared/pricing.ts) as a condition: moments are stored in UTC ISO form
 * (issue 10 §4), so they compare as text; both ends are included.
 */
function promotionStatusIs(
  eb: ExpressionBuilder<Database, 'sale_promotions'>,
  status: ScheduleStatus,
  now: string,
) {
  const active = eb('is_active', '=', 1);
  switch (status) {
    case 'inactive':
      return eb('is_active', '=', 0);
    case 'scheduled':
      return eb.and([active, eb('start_date', '>', now)]);
    case 'expired':
      return eb.and([active, eb('start_date', '<=', now), eb('end_date', '<', now)]);
    case 'active':
      return eb.and([active, eb('start_date', '<=', now), eb('end_date', '>=', now)]);
  }
}

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
            qb.where((eb) => promotionStatusIs(eb, status!, new Date().toISOString())),
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
