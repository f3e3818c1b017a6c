import { sql } from 'kysely';
import { ORDER_STATUSES } from '../../../shared/constants.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { AdminOrderPage, AdminOrdersQuery } from '../../../shared/schemas/orders.js';
import { shopDayEnd, shopDayStart } from '../../../shared/shop-time.js';
import type { Db } from '../../db/database.js';
import { containsText, paged } from '../../db/list-queries.js';
import type { OrdersTable } from '../../db/schema.js';
import type { Executor } from '../../db/database.js';
import { ORDER_COLUMNS, type OrderRow } from './order-rows.js';
import { StockGone, retakeOrderStock, returnOrderStock } from './order-stock.js';

export type OrderChanges = Partial<
  Pick<OrdersTable, 'status' | 'payment_status' | 'tracking_number' | 'notes'>
>;

/** What the order was before an update, for what follows from it (emails). */
export type OrderBefore = Pick<OrdersTable, 'status' | 'payment_status' | 'tracking_number' | 'notes'>;

type OrderCounts = AdminOrderPage['counts'];

/** The admin's reads and writes of orders (SPEC.md §7 Admin orders). */
export function createOrdersAdminRepository({ kysely }: Db) {
  return {
    /**
     * A page of the orders the query matches, newest first, and how many of each status match the
     * other filters (the tabs' counts).
     */
    async list(query: AdminOrdersQuery): Promise<{ rows: OrderRow[]; total: number; counts: OrderCounts }> {
      const { q, status, paymentStatus, from, to } = query;
      const matching = kysely
        .selectFrom('orders')
        .$if(q !== undefined, (qb) =>
          qb.where(
            containsText([sql.ref('order_number'), sql.ref('customer_name'), sql.ref('customer_email')], q!),
          ),
        )
        .$if(paymentStatus !== undefined, (qb) => qb.where('payment_status', '=', paymentStatus!))
        .$if(from !== undefined, (qb) => qb.where('created_at', '>=', shopDayStart(from!)))
        .$if(to !== undefined, (qb) => qb.where('created_at', '<', shopDayEnd(to!)));
      const dir = query.dir ?? 'desc';
      const [page, byStatus] = await Promise.all([
        paged(
          matching
            .select(ORDER_COLUMNS)
            .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
            .orderBy('created_at', dir)
            .orderBy('id', dir),
          query.page ?? 1,
          ADMIN_PAGE_SIZE,
        ),
        matching
          .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
          .groupBy('status')
          .execute(),
      ]);
      const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as OrderCounts;
      for (const { status: s, n } of byStatus) {
        counts[s] = Number(n);
        counts.all += Number(n);
      }
      return { ...page, counts };
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      return kysely.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Applies the changes in one transaction. Cancelling returns each line's stock; leaving cancelled
     * takes it again, conditionally, and gives up (writing nothing) when a product no longer has it.
     * The status moves only from the one read, so two admins changing it at once cannot both act on it.
     * Paid, or moved on from pending, the order no longer holds its stock on a timer. `then` runs in
     * the same transaction (the emails the change causes).
     */
    async update(
      id: string,
      changes: OrderChanges & { updated_at: string },
      then: (trx: Executor, before: OrderBefore) => Promise<void>,
    ): Promise<'done' | 'not_found' | 'changed_meanwhile' | { shortOf: string }> {
      return kysely
        .transaction()
        .execute(async (trx) => {
          const order = await trx
            .selectFrom('orders')
            .select(['status', 'payment_status', 'tracking_number', 'notes'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!order) return 'not_found';
          const cancelling = changes.status === 'cancelled' && order.status !== 'cancelled';
          const reopening =
            changes.status !== undefined && changes.status !== 'cancelled' && order.status === 'cancelled';
          const settled =
            changes.payment_status === 'paid' ||
            (changes.status !== undefined && changes.status !== 'pending');
          const moved = await trx
            .updateTable('orders')
            .set({
              ...changes,
              ...(settled ? { hold_until: null } : {}),
              ...(cancelling ? { cancel_reason: 'admin' as const } : {}),
              ...(reopening ? { cancel_reason: null, stock_short: 0 as const } : {}),
            })
            .where('id', '=', id)
            .where('status', '=', order.status)
            .executeTakeFirst();
          if (moved.numUpdatedRows === 0n) return 'changed_meanwhile';

          if (cancelling) await returnOrderStock(trx, id);
          if (reopening) await retakeOrderStock(trx, id);
          await then(trx, order);
          return 'done';
        })
        .catch((error: unknown) => {
          if (error instanceof StockGone) return { shortOf: error.title };
          throw error;
        });
    },

    /** Deletes the order, then runs `then` with what it was, in the same transaction. */
    async delete(
      id: string,
      then: (
        trx: Executor,
        before: Pick<OrdersTable, 'order_number' | 'total_amount_cents'>,
      ) => Promise<void>,
    ): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const before = await trx
          .deleteFrom('orders')
          .where('id', '=', id)
          .returning(['order_number', 'total_amount_cents'])
          .executeTakeFirst();
        if (!before) return false;
        await then(trx, before);
        return true;
      });
    },
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
