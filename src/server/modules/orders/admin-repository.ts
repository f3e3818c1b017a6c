import { ORDER_STATUSES } from '../../../shared/constants.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { AdminOrderPage, AdminOrdersQuery } from '../../../shared/schemas/orders.js';
import { shopDayEnd, shopDayStart } from '../../../shared/shop-time.js';
import type { Db } from '../../db/database.js';
import { EXPORT_BATCH, keysetAfter, matchesSearch } from '../../db/list-queries.js';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.js';
import type { Executor } from '../../db/database.js';
import { ORDER_COLUMNS, type OrderRow } from './order-rows.js';
import { StockGone, retakeOrderStock, returnOrderStock } from './order-stock.js';

export type OrderChanges = Partial<
  Pick<OrdersTable, 'status' | 'payment_status' | 'tracking_number' | 'notes'>
>;

/** What the order was before an update, for what follows from it (emails). */
export type OrderBefore = Pick<OrdersTable, 'status' | 'payment_status' | 'tracking_number' | 'notes'>;

type OrderCounts = AdminOrderPage['counts'];

const EXPORT_COLUMNS = [
  ...ORDER_COLUMNS,
  'payment_method',
  'delivery_method',
  'coupon_code',
  'items_cents',
  'savings_cents',
  'discount_cents',
  'shipping_cents',
] as const;

/** An order as the CSV export writes it: with its money in parts and its lines. */
export type ExportedOrder = Pick<OrdersTable, (typeof EXPORT_COLUMNS)[number]> & {
  lines: Pick<OrderItemsTable, 'sku' | 'title' | 'unit_price_cents' | 'quantity' | 'line_total_cents'>[];
};

/** The admin's reads and writes of orders (SPEC.md §7 Admin orders). */
export function createOrdersAdminRepository({ kysely, dialect }: Db) {
  /** The orders a list query's search, payment status and dates match (not its status: the tabs count each). */
  const matching = ({ q, paymentStatus, from, to }: AdminOrdersQuery) =>
    kysely
      .selectFrom('orders')
      .$if(q !== undefined, (qb) => qb.where(matchesSearch(dialect.kind, 'orders', q!)))
      .$if(paymentStatus !== undefined, (qb) => qb.where('payment_status', '=', paymentStatus!))
      .$if(from !== undefined, (qb) => qb.where('created_at', '>=', shopDayStart(from!)))
      .$if(to !== undefined, (qb) => qb.where('created_at', '<', shopDayEnd(to!)));

  return {
    /**
     * A page of the orders the query matches, newest first, and how many of each status match the
     * other filters (the tabs' counts).
     */
    async list(query: AdminOrdersQuery): Promise<{ rows: OrderRow[]; total: number; counts: OrderCounts }> {
      const { status } = query;
      const dir = query.dir ?? 'desc';
      const page = query.page ?? 1;
      const [rows, byStatus] = await Promise.all([
        matching(query)
          .select(ORDER_COLUMNS)
          .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
          .orderBy('created_at', dir)
          .orderBy('id', dir)
          .limit(ADMIN_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAGE_SIZE)
          .execute(),
        matching(query)
          .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
          .groupBy('status')
          .execute(),
      ]);
      const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as OrderCounts;
      for (const { status: s, n } of byStatus) {
        counts[s] = Number(n);
        counts.all += Number(n);
      }
      // The tabs' counts are over the other filters: the page's total is its tab's.
      return { rows, total: counts[status ?? 'all'], counts };
    },

    /**
     * Every order the list's query matches (its status tab too), in its order, a batch at a time,
     * each with its lines: the CSV export.
     */
    async *exportBatches(query: AdminOrdersQuery): AsyncGenerator<ExportedOrder[]> {
      const { status } = query;
      const dir = query.dir ?? 'desc';
      let last: { created_at: string; id: string } | undefined;
      for (;;) {
        const from = last;
        const orders = await matching(query)
          .select(EXPORT_COLUMNS)
          .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
          .$if(from !== undefined, (qb) =>
            qb.where(keysetAfter('created_at', dir, { value: from!.created_at, id: from!.id })),
          )
          .orderBy('created_at', dir)
          .orderBy('id', dir)
          .limit(EXPORT_BATCH)
          .execute();
        if (orders.length === 0) return;
        const lines = await kysely
          .selectFrom('order_items')
          .select(['order_id', 'sku', 'title', 'unit_price_cents', 'quantity', 'line_total_cents'])
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .orderBy('order_id')
          .orderBy('title')
          .execute();
        const linesOf = new Map(orders.map((order) => [order.id, [] as ExportedOrder['lines']]));
        for (const line of lines) linesOf.get(line.order_id)?.push(line);
        yield orders.map((order) => ({ ...order, lines: linesOf.get(order.id)! }));
        if (orders.length < EXPORT_BATCH) return;
        last = orders.at(-1);
      }
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
