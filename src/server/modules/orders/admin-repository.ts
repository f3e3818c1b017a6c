import type { Db } from '../../db/database.js';
import type { OrdersTable } from '../../db/schema.js';
import { ORDER_COLUMNS, type OrderRow } from './order-rows.js';

export type OrderChanges = Partial<
  Pick<OrdersTable, 'status' | 'payment_status' | 'tracking_number' | 'notes'>
>;

/** Rolls back a reopening that finds a product short of stock. */
class StockShortage extends Error {
  constructor(readonly title: string) {
    super(`Not enough stock of ${title}`);
  }
}

/** The admin's reads and writes of orders (SPEC.md §7 Admin orders). */
export function createOrdersAdminRepository({ kysely }: Db) {
  return {
    /** Every order, newest first. */
    async listAll(): Promise<OrderRow[]> {
      return kysely
        .selectFrom('orders')
        .select(ORDER_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      return kysely.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Applies the changes in one transaction. Cancelling returns each line's stock; leaving cancelled
     * takes it again, conditionally, and gives up (writing nothing) when a product no longer has it.
     * The status moves only from the one read, so two admins changing it at once cannot both act on it.
     */
    async update(
      id: string,
      changes: OrderChanges & { updated_at: string },
    ): Promise<'done' | 'not_found' | 'changed_meanwhile' | { shortOf: string }> {
      return kysely
        .transaction()
        .execute(async (trx) => {
          const order = await trx
            .selectFrom('orders')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!order) return 'not_found';
          const moved = await trx
            .updateTable('orders')
            .set(changes)
            .where('id', '=', id)
            .where('status', '=', order.status)
            .executeTakeFirst();
          if (moved.numUpdatedRows === 0n) return 'changed_meanwhile';

          const cancelling = changes.status === 'cancelled' && order.status !== 'cancelled';
          const reopening =
            changes.status !== undefined && changes.status !== 'cancelled' && order.status === 'cancelled';
          if (!cancelling && !reopening) return 'done';
          const lines = await trx
            .selectFrom('order_items')
            .select(['product_id', 'title', 'quantity'])
            .where('order_id', '=', id)
            .where('product_id', 'is not', null)
            .orderBy('product_id')
            .execute();
          for (const line of lines) {
            const stock = trx.updateTable('products').where('id', '=', line.product_id!);
            if (cancelling) {
              await stock
                .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '+', line.quantity) }))
                .execute();
              continue;
            }
            const taken = await stock
              .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', line.quantity) }))
              .where('inventory_quantity', '>=', line.quantity)
              .executeTakeFirst();
            if (taken.numUpdatedRows === 0n) throw new StockShortage(line.title);
          }
          return 'done';
        })
        .catch((error: unknown) => {
          if (error instanceof StockShortage) return { shortOf: error.title };
          throw error;
        });
    },

    async delete(id: string): Promise<boolean> {
      const result = await kysely.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
