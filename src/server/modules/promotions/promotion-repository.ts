import { sql } from 'kysely';
import type { PromotionRule } from '../../../shared/pricing.js';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../../shared/schemas/admin-lists.js';
import type { Executor } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import { scheduleStatusIs } from '../../db/schedule-status-sql.js';
import type { SalePromotionsTable } from '../../db/schema.js';

export type PromotionRow = SalePromotionsTable;
export type PromotionWrite = Omit<SalePromotionsTable, 'id' | 'created_at'>;

export function find(db: Executor, id: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('sale_promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of the promotions the query matches (status as of `now`), newest first. */
export function list(db: Executor, query: ScheduledListQuery, now: Date) {
  const { q, status } = query;
  const dir = query.dir ?? 'desc';
  return paged(
    db
      .selectFrom('sale_promotions')
      .selectAll()
      .$if(q !== undefined, (qb) => qb.where(containsText([sql.ref('name'), sql.ref('description')], q!)))
      .$if(status !== undefined, (qb) =>
        // promotionStatus (src/shared/pricing.ts) as a condition.
        qb.where(
          scheduleStatusIs(
            { isActive: 'is_active', from: 'start_date', until: 'end_date' },
            status!,
            now.toISOString(),
          ),
        ),
      )
      .orderBy('created_at', dir)
      .orderBy('id', dir),
    query.page ?? 1,
    ADMIN_PAGE_SIZE,
  );
}

export async function insert(db: Executor, promotion: PromotionRow): Promise<void> {
  await db.insertInto('sale_promotions').values(promotion).execute();
}

/** True when the promotion was there to change. */
export async function update(db: Executor, id: string, changes: Partial<PromotionWrite>): Promise<boolean> {
  const result = await db.updateTable('sale_promotions').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function remove(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sale_promotions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every promotion switched on, whatever its dates: pricing decides which are in force when. */
export async function rules(db: Executor): Promise<PromotionRule[]> {
  const rows = await db
    .selectFrom('sale_promotions')
    .select(['discount_bps', 'start_date', 'end_date', 'applies_to_all', 'category'])
    .where('is_active', '=', 1)
    .execute();
  return rows.map((r) => ({
    discountBps: r.discount_bps,
    startDate: r.start_date,
    endDate: r.end_date,
    isActive: true,
    appliesToAll: r.applies_to_all === 1,
    category: r.category,
  }));
}
