import type { Kysely, Migration } from 'kysely';

/**
 * The admin's order list counts each status among the orders its filters match (the tabs), and
 * filters by status, payment and dates (docs/decisions/0015): one index answers both without reading the
 * table (docs/benchmarks.md).
 */
export const orderStatusIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_admin_status')
      .on('orders')
      .columns(['status', 'payment_status', 'created_at'])
      .execute();
  },
};
