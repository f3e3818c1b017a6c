import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { AdminOrderDetail } from '../../../shared/schemas/checkout.js';
import type {
  AdminOrderPage,
  AdminOrdersQuery,
  Order,
  ParsedOrderUpdate,
} from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { isPaymentReceived } from '../../../shared/constants.js';
import { conflict, notFound } from '../../http/errors.js';
import { type Actor, changedFields, recordChange } from '../audit/index.js';
import type { Invoicing } from '../invoices/index.js';
import { StockGone, insufficientStock } from '../inventory/index.js';
import type { Realtime } from '../realtime/index.js';
import { orderCsvRows } from './order-export.js';
import type { OrderEmailKind, OrderMail } from './order-mail.js';
import { orderDetail } from './order-reads.js';
import * as orderRepository from './order-repository.js';
import { toOrder } from './order-rows.js';
import type { PaymentReceived } from './payment-received.js';
import { giveBackOrderStock, takeOrderStockAgain } from './order-stock.js';

/** The fields an admin changes; absent ones stay as they are. */
type AdminChanges = Partial<
  Pick<orderRepository.OrderState, 'status' | 'payment_status' | 'tracking_number' | 'notes'>
>;
type OrderBefore = orderRepository.OrderState;

/** The update as column changes; absent fields stay as they are. */
function toChanges(update: ParsedOrderUpdate): AdminChanges {
  const changes: AdminChanges = {};
  if (update.status) changes.status = update.status;
  if (update.paymentStatus) changes.payment_status = update.paymentStatus;
  if (update.trackingNumber !== undefined) changes.tracking_number = update.trackingNumber;
  if (update.notes !== undefined) changes.notes = update.notes;
  return changes;
}

/**
 * The emails an admin's change causes: shipped (again when a tracking number is set on a shipped
 * order) and cancelled. A payment received has its invoice with its email (PaymentReceived).
 */
function emailsFor(before: OrderBefore, changes: AdminChanges): OrderEmailKind[] {
  const kinds: OrderEmailKind[] = [];
  const status = changes.status ?? before.status;
  const newTracking =
    changes.tracking_number !== undefined &&
    changes.tracking_number !== null &&
    changes.tracking_number !== before.tracking_number;
  if (status === 'shipped' && (before.status !== 'shipped' || newTracking)) kinds.push('order_shipped');
  if (changes.status === 'cancelled' && before.status !== 'cancelled') kinds.push('order_cancelled');
  return kinds;
}

/** What an order's timeline shows of an admin's change (docs/decisions/0015). */
const ORDER_AUDIT_FIELDS = {
  status: (o: OrderBefore) => o.status,
  payment_status: (o: OrderBefore) => o.payment_status,
  tracking_number: (o: OrderBefore) => o.tracking_number,
  notes: (o: OrderBefore) => o.notes,
};

export interface OrdersAdminServiceOptions {
  db: Executor;
  mail: OrderMail;
  paymentReceived: PaymentReceived;
  invoicing: Invoicing;
  realtime: Realtime;
  now: () => Date;
}

/**
 * Orders Management (docs/specification.md §7). Cancelling returns an order's stock; leaving
 * cancelled takes it again, conditionally, and gives up (writing nothing) when a product no longer
 * has it. The status moves only from the one read, so two admins changing it at once cannot both act
 * on it. Paid, or moved on from pending, the order no longer holds its stock on a timer. The emails
 * the change causes and its audit record are written in its transaction.
 */
export function createOrdersAdminService({
  db,
  mail,
  paymentReceived,
  invoicing,
  realtime,
  now,
}: OrdersAdminServiceOptions) {
  async function change(id: string, changes: AdminChanges, origin: string, actor: Actor, at: Date) {
    return db.transaction().execute(async (trx) => {
      const before = await orderRepository.state(trx, id);
      if (!before) return 'not_found';
      const cancelling = changes.status === 'cancelled' && before.status !== 'cancelled';
      const reopening =
        changes.status !== undefined && changes.status !== 'cancelled' && before.status === 'cancelled';
      // Money given back is recorded by refunds (docs/decisions/0022-returns-and-refunds.md): a paid
      // order is cancelled by refunding it, and a refunded one keeps its payment status and stays
      // as it is (its stock came back with its returns, or with its cancellation).
      const refunded = before.payment_status === 'partially_refunded' || before.payment_status === 'refunded';
      if (
        cancelling &&
        (before.payment_status === 'paid' || before.payment_status === 'partially_refunded')
      ) {
        return 'refund_required';
      }
      if (refunded && (changes.payment_status !== undefined || cancelling || reopening)) {
        return 'payment_refunded';
      }
      const delivering = changes.status === 'delivered' && before.delivered_at === null;
      const settled =
        changes.payment_status === 'paid' || (changes.status !== undefined && changes.status !== 'pending');
      const moved = await orderRepository.changeFrom(
        trx,
        id,
        { status: before.status, paymentStatus: before.payment_status },
        {
          ...changes,
          updated_at: at.toISOString(),
          ...(settled ? { hold_until: null } : {}),
          ...(cancelling ? { cancel_reason: 'admin' as const } : {}),
          ...(delivering ? { delivered_at: at.toISOString() } : {}),
          ...(reopening ? { cancel_reason: null, stock_short: 0 as const } : {}),
        },
      );
      if (!moved) return 'changed_meanwhile';
      if (cancelling) await giveBackOrderStock(trx, id);
      if (reopening) await takeOrderStockAgain(trx, id);
      for (const kind of emailsFor(before, changes)) await mail.queue(trx, kind, id, at, origin);
      if (changes.payment_status === 'paid' && !isPaymentReceived(before.payment_status)) {
        await paymentReceived(trx, id, at, origin);
      }
      const audited = changedFields(ORDER_AUDIT_FIELDS, before, { ...before, ...changes });
      await recordChange(
        trx,
        actor,
        { entity: 'order', entityId: id, action: 'updated', changes: audited },
        at,
      );
      return 'done';
    });
  }

  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrderPage> {
      const { rows, total, counts } = await orderRepository.list(db, query);
      return { orders: rows.map(toOrder), total, counts, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    /** The CSV export's rows: every order the list's query matches, a row per line. */
    async *exportRows(query: AdminOrdersQuery) {
      for await (const batch of orderRepository.exportBatches(db, query)) yield* batch.flatMap(orderCsvRows);
    },

    /** One order with its lines and documents (the order details dialog). */
    async get(id: string): Promise<AdminOrderDetail> {
      const found = await orderDetail(db, id);
      if (!found) throw notFound('Order not found');
      return { ...found.order, documents: await invoicing.documents(db, id) };
    },

    /** One of an order's documents as a PDF. */
    async document(id: string, documentId: string) {
      const file = await invoicing.pdf(db, id, documentId);
      if (!file) throw notFound('Document not found');
      return file;
    },

    async update(id: string, update: ParsedOrderUpdate, origin: string, actor: Actor): Promise<Order> {
      const outcome = await change(id, toChanges(update), origin, actor, now()).catch((error: unknown) => {
        if (error instanceof StockGone) return { shortOf: error.title };
        throw error;
      });
      if (outcome === 'changed_meanwhile') {
        throw conflict('order_changed', 'The order changed meanwhile. Reload it and try again.');
      }
      if (outcome === 'payment_refunded') {
        throw conflict(
          'payment_refunded',
          "This order's payment was refunded: its payment status follows its refunds, and it stays as it is.",
        );
      }
      if (outcome === 'refund_required') {
        throw conflict(
          'refund_required',
          'This order is paid: refund it to cancel it (Refund and cancel), so the customer gets their money back.',
        );
      }
      if (typeof outcome === 'object') {
        throw insufficientStock(`Not enough stock of ${outcome.shortOf} left to reopen this order.`);
      }
      const row = outcome === 'done' ? await orderRepository.findById(db, id) : undefined;
      if (!row) throw notFound('Order not found');
      // The shopper's open order page follows its status and payment.
      realtime.orderChanged(id);
      return toOrder(row);
    },

    /**
     * Deletes an order, unless it has an invoice, a return or a refund: those are kept for tax law
     * (docs/decisions/0020-invoices.md), and their rows keep the order they name.
     */
    async remove(id: string, actor: Actor): Promise<void> {
      const deleted = await db
        .transaction()
        .execute(async (trx) => {
          const before = await orderRepository.remove(trx, id);
          if (!before) return false;
          await recordChange(
            trx,
            actor,
            {
              entity: 'order',
              entityId: id,
              action: 'deleted',
              changes: [
                { field: 'order_number', from: before.order_number, to: null },
                { field: 'total_amount_cents', from: Number(before.total_amount_cents), to: null },
              ],
            },
            now(),
          );
          return true;
        })
        .catch((error: unknown) => {
          if (!isForeignKeyViolation(error)) throw error;
          throw conflict(
            'order_invoiced',
            'This order has an invoice, a return or a refund, so it is kept for the tax records. Cancel it (refunding it if it was paid) instead.',
          );
        });
      if (!deleted) throw notFound('Order not found');
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
