import type { Db } from '../../db/database.js';
import type { OrdersTable } from '../../db/schema.js';

export type OrderRow = Pick<
  OrdersTable,
  | 'id'
  | 'order_number'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'shipping_address'
  | 'status'
  | 'payment_status'
  | 'tracking_number'
  | 'notes'
  | 'total_amount_cents'
  | 'created_at'
>;

export type OrderChanges = Partial<
  Pick<OrdersTable, 'status' | 'payment_status' | 'tracking_number' | 'notes'>
>;

const COLUMNS = [
  'id',
  'order_number',
  'customer_name',
  'customer_email',
  'customer_phone',
  'shipping_address',
  'status',
  'payment_status',
  'tracking_number',
  'notes',
  'total_amount_cents',
  'created_at',
] as const;

/** The admin's reads and writes of orders (SPEC.md §7 Admin orders). */
export function createOrdersAdminRepository({ kysely }: Db) {
  return {
    /** Every order, newest first. */
    async listAll(): Promise<OrderRow[]> {
      return kysely
        .selectFrom('orders')
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      return kysely.selectFrom('orders').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** True when the order was there to change. */
    async update(id: string, changes: OrderChanges & { updated_at: string }): Promise<boolean> {
      const result = await kysely.updateTable('orders').set(changes).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(id: string): Promise<boolean> {
      const result = await kysely.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
