import type { Order, ParsedOrderUpdate } from '../../../shared/schemas/orders.js';
import { conflict, notFound } from '../../http/errors.js';
import type { OrderChanges, OrdersAdminRepository } from './admin-repository.js';
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

export function createOrdersAdminService(repository: OrdersAdminRepository) {
  return {
    async list(): Promise<Order[]> {
      return (await repository.listAll()).map(toOrder);
    },

    async update(id: string, update: ParsedOrderUpdate): Promise<Order> {
      const outcome = await repository.update(id, {
        ...toChanges(update),
        updated_at: new Date().toISOString(),
      });
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

    async remove(id: string): Promise<void> {
      if (!(await repository.delete(id))) throw notFound('Order not found');
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
