import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import { orderCsvRows } from './order-export.js';
import type {
  AdminOrderPage,
  AdminOrdersQuery,
  Order,
  ParsedOrderUpdate,
} from '../../../shared/schemas/orders.js';
import { conflict, notFound } from '../../http/errors.js';
import { type Actor, changedFields, recordChange } from '../audit/audit-log.js';
import type { OrderBefore, OrderChanges, OrdersAdminRepository } from './admin-repository.js';
import type { OrderEmailKind, OrderMail } from './order-mail.js';
import { toOrder } from './order-rows.js';

/** The update as column changes; absent fields stay as they are. */
function toChanges(update: ParsedOrderUpdate): OrderChanges {
  const changes: OrderChanges = {};
  if (update.status) changes.status = update.status;
  if (update.paymentStatus) changes.payment_status = update.paymentStatus;
  if (update.trackingNumber !== undefined) changes.tracking_number = update.trackingNumber;
  if (update.notes !== undefined) changes.notes = update.notes;
  return changes;
}

/**
 * The emails an admin's change causes: shipped (again when a tracking number is set on a shipped
 * order), cancelled, and payment received.
 */
function emailsFor(before: OrderBefore, changes: OrderChanges): OrderEmailKind[] {
  const kinds: OrderEmailKind[] = [];
  const status = changes.status ?? before.status;
  const newTracking =
    changes.tracking_number !== undefined &&
    changes.tracking_number !== null &&
    changes.tracking_number !== before.tracking_number;
  if (status === 'shipped' && (before.status !== 'shipped' || newTracking)) kinds.push('order_shipped');
  if (changes.status === 'cancelled' && before.status !== 'cancelled') kinds.push('order_cancelled');
  if (changes.payment_status === 'paid' && before.payment_status !== 'paid') kinds.push('payment_received');
  return kinds;
}

/** What an order's timeline shows of an admin's change (issue 11 §5). */
const ORDER_AUDIT_FIELDS = {
  status: (o: OrderBefore) => o.status,
  payment_status: (o: OrderBefore) => o.payment_status,
  tracking_number: (o: OrderBefore) => o.tracking_number,
  notes: (o: OrderBefore) => o.notes,
};

export function createOrdersAdminService(
  repository: OrdersAdminRepository,
  { mail, now = () => new Date() }: { mail: OrderMail; now?: () => Date },
) {
  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrderPage> {
      const { rows, total, counts } = await repository.list(query);
      return { orders: rows.map(toOrder), total, counts, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    /** The CSV export's rows: every order the list's query matches, a row per line. */
    async *exportRows(query: AdminOrdersQuery) {
      for await (const batch of repository.exportBatches(query)) yield* batch.flatMap(orderCsvRows);
    },

    async update(id: string, update: ParsedOrderUpdate, origin: string, actor: Actor): Promise<Order> {
      const changes = toChanges(update);
      const at = now();
      const outcome = await repository.update(
        id,
        { ...changes, updated_at: at.toISOString() },
        async (trx, before) => {
          for (const kind of emailsFor(before, changes)) await mail.queue(trx, kind, id, at, origin);
          const audited = changedFields(ORDER_AUDIT_FIELDS, before, { ...before, ...changes });
          await recordChange(
            trx,
            actor,
            { entity: 'order', entityId: id, action: 'updated', changes: audited },
            at,
          );
        },
      );
      if (outcome === 'changed_meanwhile') {
        throw conflict('order_changed', 'The order changed meanwhile. Reload it and try again.');
      }
      if (typeof outcome === 'object') {
        throw conflict(
          'insufficient_stock',
          `Not enough stock of ${outcome.shortOf} left to reopen this order.`,
        );
      }
      const row = outcome === 'done' ? await repository.findById(id) : undefined;
      if (!row) throw notFound('Order not found');
      return toOrder(row);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const deleted = await repository.delete(id, (trx, before) =>
        recordChange(trx, actor, {
          entity: 'order',
          entityId: id,
          action: 'deleted',
          changes: [
            { field: 'order_number', from: before.order_number, to: null },
            { field: 'total_amount_cents', from: Number(before.total_amount_cents), to: null },
          ],
        }),
      );
      if (!deleted) throw notFound('Order not found');
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
