import { type Insertable, type Selectable, sql } from 'kysely';
import { ORDER_STATUSES, RECEIVED_PAYMENT_STATUSES } from '../../../shared/constants.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { OrderLine } from '../../../shared/schemas/checkout.js';
import type { AdminOrderPage, AdminOrdersQuery } from '../../../shared/schemas/orders.js';
import { SHOP_TIME_ZONE, SHOP_UTC_OFFSET, shopDayEnd, shopDayStart } from '../../../shared/shop-time.js';
import { type Executor, type Trx, engineOf } from '../../db/database.js';
import { EXPORT_BATCH, keysetAfter, matchesSearch } from '../../db/list-queries.js';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.js';
import type { StockLine } from '../inventory/index.js';
import { ORDER_COLUMNS, type OrderRow, storedAddress } from './order-rows.js';

/**
 * The orders and order_items tables: every statement on them, which only this module makes. A
 * status moves by a conditional update from the one read, so two app servers (or a payment and the
 * sweep, or two admins) never both act on it.
 */

/** An order with what its detail adds: the stored money breakdown, delivery, payment and who may read it. */
const DETAIL_COLUMNS = [
  ...ORDER_COLUMNS,
  'user_id',
  'items_cents',
  'savings_cents',
  'subtotal_cents',
  'discount_cents',
  'shipping_cents',
  'coupon_code',
  'delivery_method',
  'payment_method',
  'hold_until',
  'cancel_reason',
  'stock_short',
  'access_token_hash',
  'access_key',
] as const;

export type OrderDetailRow = Pick<OrdersTable, (typeof DETAIL_COLUMNS)[number]>;

const EXPORT_COLUMNS = [
  ...ORDER_COLUMNS,
  'payment_method',
  'delivery_method',
  'coupon_code',
  'items_cents',
  'savings_cents',
  'discount_cents',
  'shipping_cents',
  'refunded_cents',
] as const;

/** An order as the CSV export writes it: with its money in parts and its lines. */
export type ExportedOrder = Pick<OrdersTable, (typeof EXPORT_COLUMNS)[number]> & {
  lines: Pick<
    Selectable<OrderItemsTable>,
    'sku' | 'title' | 'variant_options' | 'unit_price_cents' | 'quantity' | 'line_total_cents'
  >[];
};

/** What an update reads of the order first, to know what follows from it. */
export type OrderState = Pick<
  OrdersTable,
  'status' | 'payment_status' | 'tracking_number' | 'notes' | 'coupon_id' | 'cancel_reason' | 'delivered_at'
>;

export type OrderChanges = Partial<
  Pick<
    OrdersTable,
    | 'status'
    | 'payment_status'
    | 'tracking_number'
    | 'notes'
    | 'hold_until'
    | 'cancel_reason'
    | 'stock_short'
    | 'payment_method'
    | 'provider_payment_id'
    | 'delivered_at'
  >
> & { updated_at: string };

/** Written first in its transaction: a second submit with the same idempotency key stops here. */
export async function insert(db: Executor, order: OrdersTable): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

export async function insertLines(db: Executor, lines: Insertable<OrderItemsTable>[]): Promise<void> {
  await db.insertInto('order_items').values(lines).execute();
}

export async function idByIdempotencyKey(db: Executor, keyHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('idempotency_key', '=', keyHash)
    .executeTakeFirst();
  return row?.id;
}

export function findById(db: Executor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findDetail(db: Executor, id: string): Promise<OrderDetailRow | undefined> {
  return db.selectFrom('orders').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** What a payment notification checks an order by: its number. */
export function findByNumber(db: Executor, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'total_amount_cents', 'payment_method', 'provider_payment_id', 'payment_status'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

export function state(db: Executor, id: string): Promise<OrderState | undefined> {
  return db
    .selectFrom('orders')
    .select([
      'status',
      'payment_status',
      'tracking_number',
      'notes',
      'coupon_id',
      'cancel_reason',
      'delivered_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An order's lines, in title order. */
export async function lines(db: Executor, orderId: string): Promise<OrderLine[]> {
  const rows = await db
    .selectFrom('order_items')
    .select([
      'product_id',
      'sku',
      'variant_options',
      'title',
      'base_price_cents',
      'unit_price_cents',
      'quantity',
      'line_total_cents',
    ])
    .where('order_id', '=', orderId)
    // Two variants of one product share its title: every read gives the lines in one order.
    .orderBy('title')
    .orderBy('variant_options')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    sku: r.sku,
    variantOptions: r.variant_options,
    title: r.title,
    basePriceCents: r.base_price_cents,
    unitPriceCents: r.unit_price_cents,
    quantity: r.quantity,
    lineTotalCents: r.line_total_cents,
  }));
}

/**
 * The lines whose variant is still in the shop, in the order checkout takes them (by product, then
 * variant): two transactions moving the same stock then never deadlock.
 */
export async function stockLines(db: Executor, orderId: string): Promise<(StockLine & { title: string })[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('product_variants as v', 'v.id', 'i.variant_id')
    .select(['v.product_id', 'i.variant_id', 'i.title', 'i.quantity'])
    .where('i.order_id', '=', orderId)
    .orderBy('v.product_id')
    .orderBy('i.variant_id')
    .execute();
  return rows.map((row) => ({ variantId: row.variant_id!, title: row.title, quantity: row.quantity }));
}

/** A signed-in shopper's orders, newest first. */
export function ofUser(db: Executor, userId: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Changes an order only while it still has the status (and, when given, the payment status) it
 * was read with; true when it did.
 */
export async function changeFrom(
  db: Executor,
  id: string,
  from: { status: OrdersTable['status']; paymentStatus?: OrdersTable['payment_status']; unpaid?: boolean },
  changes: OrderChanges,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from.status)
    .$if(from.paymentStatus !== undefined, (q) => q.where('payment_status', '=', from.paymentStatus!))
    .$if(from.unpaid === true, (q) => q.where('payment_status', 'not in', RECEIVED_PAYMENT_STATUSES))
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** Lets a pending, unpaid order go (cancelled), only when its hold has run out by `dueBy` if given. */
export async function cancelUnpaid(
  db: Executor,
  id: string,
  reason: 'released' | 'payment_cancelled',
  at: string,
  dueBy?: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ status: 'cancelled', cancel_reason: reason, hold_until: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('payment_status', 'not in', RECEIVED_PAYMENT_STATUSES)
    // PayFast's cancellation lets go only an order still paying through PayFast: the shopper may
    // have switched it to EFT since the notification was read.
    .$if(reason === 'payment_cancelled', (q) => q.where('payment_method', '=', 'payfast'))
    .$if(dueBy !== undefined, (q) => q.where('hold_until', '<=', dueBy!))
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * Holds the order's row until the transaction ends (an update that changes nothing): whatever else
 * changes the order (its lines returned, its customer erased) comes before or after, on either
 * engine.
 */
export async function hold(trx: Trx, orderId: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ id: sql`id` })
    .where('id', '=', orderId)
    .execute();
}

/**
 * A failed PayFast payment, recorded only while the payment was pending through PayFast (not once
 * the shopper switched the order to EFT).
 */
export async function markPaymentFailed(db: Executor, id: string, at: string): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ payment_status: 'failed', updated_at: at })
    .where('id', '=', id)
    .where('payment_status', '=', 'pending')
    .where('payment_method', '=', 'payfast')
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** The pending orders whose hold has run out by `at`, oldest hold first. */
export async function dueForRelease(db: Executor, at: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('hold_until', 'is not', null)
    .where('hold_until', '<=', at)
    .where('status', '=', 'pending')
    .orderBy('hold_until')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the order; answers what it was. */
export function remove(db: Executor, id: string) {
  return db
    .deleteFrom('orders')
    .where('id', '=', id)
    .returning(['order_number', 'total_amount_cents'])
    .executeTakeFirst();
}

/** The orders an admin list query's search, payment status and dates match (not its status: the tabs count each). */
const matching = (db: Executor, { q, paymentStatus, from, to }: AdminOrdersQuery) =>
  db
    .selectFrom('orders')
    .$if(q !== undefined, (qb) => qb.where(matchesSearch(engineOf(db), 'orders', q!)))
    .$if(paymentStatus !== undefined, (qb) => qb.where('payment_status', '=', paymentStatus!))
    .$if(from !== undefined, (qb) => qb.where('created_at', '>=', shopDayStart(from!)))
    .$if(to !== undefined, (qb) => qb.where('created_at', '<', shopDayEnd(to!)));

type OrderCounts = AdminOrderPage['counts'];

/**
 * A page of the orders the query matches, newest first, and how many of each status match the
 * other filters (the tabs' counts).
 */
export async function list(
  db: Executor,
  query: AdminOrdersQuery,
): Promise<{ rows: OrderRow[]; total: number; counts: OrderCounts }> {
  const { status } = query;
  const dir = query.dir ?? 'desc';
  const page = query.page ?? 1;
  const [rows, byStatus] = await Promise.all([
    matching(db, query)
      .select(ORDER_COLUMNS)
      .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
      .orderBy('created_at', dir)
      .orderBy('id', dir)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    matching(db, query)
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
}

/**
 * Every order the list's query matches (its status tab too), in its order, a batch at a time,
 * each with its lines: the CSV export.
 */
export async function* exportBatches(db: Executor, query: AdminOrdersQuery): AsyncGenerator<ExportedOrder[]> {
  const { status } = query;
  const dir = query.dir ?? 'desc';
  let last: { created_at: string; id: string } | undefined;
  for (;;) {
    const from = last;
    const orders = await matching(db, query)
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
    const lines = await db
      .selectFrom('order_items')
      .select([
        'order_id',
        'sku',
        'title',
        'variant_options',
        'unit_price_cents',
        'quantity',
        'line_total_cents',
      ])
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
}

/** Every order's money and how many are pending or delivered (the dashboard's figures). */
export async function totals(db: Executor) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      // Net of refunds, which are counted apart (docs/decisions/0022-returns-and-refunds.md).
      eb.fn.coalesce(eb.fn.sum<number>(sql`total_amount_cents - refunded_cents`), eb.lit(0)).as('sales'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_cents'), eb.lit(0)).as('refunds'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'delivered').then(1).else(0).end()).as('delivered'),
    ])
    .executeTakeFirstOrThrow();
  return {
    salesCents: Number(row.sales),
    refundsCents: Number(row.refunds),
    count: Number(row.count),
    pending: Number(row.pending ?? 0),
    delivered: Number(row.delivered ?? 0),
  };
}

/** A moment's calendar day in the shop's time zone, as YYYY-MM-DD, in SQL (SQLite: its fixed offset). */
function shopDayOf(db: Executor) {
  return engineOf(db) === 'postgres'
    ? sql<string>`to_char(created_at at time zone ${sql.lit(SHOP_TIME_ZONE)}, 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(created_at, ${sql.lit(`${SHOP_UTC_OFFSET}`)}), 1, 10)`;
}

/**
 * Orders placed and their totals (net of refunds) per shop day from `first` up to `last` (both
 * YYYY-MM-DD), cancelled ones left out.
 */
export async function salesByDay(db: Executor, first: string, last: string) {
  const day = shopDayOf(db);
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>(sql`total_amount_cents - refunded_cents`).as('sales'),
    ])
    .where('created_at', '>=', shopDayStart(first))
    .where('created_at', '<', shopDayEnd(last))
    .where('status', '!=', 'cancelled')
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, { orders: Number(row.orders), salesCents: Number(row.sales) }]));
}

/** The numbers of a user's orders still under way: neither delivered nor cancelled. */
export async function inProgressOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_number')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'processing', 'shipped'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.order_number);
}

/**
 * Erases the customer from a user's orders (docs/decisions/0021-privacy.md): name, email, phone and
 * the whole address are stored empty; the orders, their lines and their money stay. Answers their ids.
 */
export async function eraseCustomerOf(db: Executor, userId: string, at: string): Promise<string[]> {
  const rows = await db
    .updateTable('orders')
    .set({
      customer_name: '',
      customer_email: '',
      customer_phone: null,
      shipping_address: storedAddress({ street: '', suburb: '', city: '', province: '', postalCode: '' }),
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** How many orders each status holds now. */
export async function countByStatus(db: Executor): Promise<Array<{ status: string; n: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, n: Number(row.n) }));
}
