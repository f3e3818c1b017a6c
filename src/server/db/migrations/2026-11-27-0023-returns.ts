import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';
import { rebuildSqliteTable } from './sqlite-rebuild.js';

const OLD_CHECK = `check ("payment_status" in ('pending', 'paid', 'failed', 'refunded'))`;
const NEW_CHECK = `check ("payment_status" in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded'))`;

/**
 * Returns and refunds (docs/decisions/0022-returns-and-refunds.md): an order records when it was
 * delivered and how much of its payment was given back, and its payment may be partially refunded;
 * returns with their lines, and refunds, each kept for good.
 */
export function returns(kind: EngineKind): Migration {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  const oneOf = (column: string, values: readonly string[]) =>
    sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        await sql`alter table orders drop constraint orders_payment_status_check`.execute(db);
        await sql`alter table orders add constraint orders_payment_status_check
          check (payment_status in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded'))`.execute(
          db,
        );
      } else {
        await rebuildSqliteOrders(db);
      }
      await db.schema.alterTable('orders').addColumn('delivered_at', timestamp).execute();
      await db.schema
        .alterTable('orders')
        .addColumn('refunded_cents', money, (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`refunded_cents >= 0`),
        )
        .execute();

      // An order delivered before the shop recorded when: its last change is the nearest there is.
      await sql`update orders set delivered_at = updated_at where status = 'delivered'`.execute(db);

      await db.schema
        .createTable('returns')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(oneOf('status', ['requested', 'authorised', 'received', 'refunded', 'declined'])),
        )
        .addColumn('reason', 'text', (c) =>
          c
            .notNull()
            .check(oneOf('reason', ['changed_mind', 'wrong_size', 'not_as_described', 'defective', 'other'])),
        )
        .addColumn('details', 'text')
        .addColumn('message', 'text')
        .addColumn('requested_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('returns_order')
        .on('returns')
        .columns(['order_id', 'requested_at'])
        .execute();
      await db.schema
        .createIndex('returns_status')
        .on('returns')
        .columns(['status', 'requested_at', 'id'])
        .execute();
      await db.schema
        .createIndex('returns_requested')
        .on('returns')
        .columns(['requested_at', 'id'])
        .execute();

      await db.schema
        .createTable('return_lines')
        .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id'))
        .addColumn('order_item_id', 'text', (c) => c.notNull().references('order_items.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('restocked', 'smallint', (c) => c.check(sql`restocked in (0, 1)`))
        .addPrimaryKeyConstraint('return_lines_pk', ['return_id', 'order_item_id'])
        .execute();
      await db.schema.createIndex('return_lines_item').on('return_lines').column('order_item_id').execute();

      await db.schema
        .createTable('refunds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
        .addColumn('return_id', 'text', (c) => c.references('returns.id'))
        .addColumn('amount_cents', money, (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('method', 'text', (c) => c.notNull().check(oneOf('method', ['payfast', 'manual'])))
        .addColumn('reference', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['pending', 'completed'])))
        .addColumn('credit_note_id', 'text', (c) => c.references('invoices.id'))
        // The admin's screen names each refund it asks for: asked twice (a double click, a retry), it is made once.
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('refunds_order')
        .on('refunds')
        .columns(['order_id', 'created_at'])
        .execute();
      await db.schema.createIndex('refunds_created').on('refunds').columns(['created_at']).execute();
    },
  };
}

/** SQLite cannot change a CHECK constraint in place: orders is made again with the new one. */
const rebuildSqliteOrders = (db: Kysely<unknown>) =>
  rebuildSqliteTable(db, {
    table: 'orders',
    from: OLD_CHECK,
    to: NEW_CHECK,
    rows: sql`select * from orders`,
  });
