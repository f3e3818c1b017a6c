import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * What trading needs (docs/decisions/0009): an order's stored money breakdown, its delivery
 * and payment method, how long an unpaid order holds its stock; an outbox of emails written in the
 * same transaction as the change that causes them; and password reset tokens (only their hash).
 */
export function trading(kind: EngineKind): Migration {
  const pg = kind === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';
  const money = pg ? 'bigint' : 'integer';
  const oneOf = (column: string, values: readonly string[]) =>
    sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

  return {
    async up(db: Kysely<unknown>) {
      // One column an ALTER: SQLite's ALTER TABLE takes one change at a time.
      const orders = () => db.schema.alterTable('orders');
      // Items at full price and what sales and promotions saved: items − savings − discount + shipping = total.
      await orders()
        .addColumn('items_cents', money, (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`items_cents >= 0`),
        )
        .execute();
      await orders()
        .addColumn('savings_cents', money, (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`savings_cents >= 0`),
        )
        .execute();
      await orders()
        .addColumn('delivery_method', 'text', (c) =>
          c
            .notNull()
            .defaultTo('standard')
            .check(oneOf('delivery_method', ['standard', 'express'])),
        )
        .execute();
      await orders()
        .addColumn('payment_method', 'text', (c) =>
          c
            .notNull()
            .defaultTo('eft')
            .check(oneOf('payment_method', ['eft', 'payfast'])),
        )
        .execute();
      // While set, the unpaid order holds its stock until then; the sweep releases it after.
      await orders().addColumn('hold_until', timestamp).execute();
      // Why a cancelled order was cancelled: by the admin, released unpaid, or the shopper cancelled the payment.
      await orders()
        .addColumn('cancel_reason', 'text', (c) =>
          c.check(
            sql`cancel_reason is null or ${oneOf('cancel_reason', ['admin', 'released', 'payment_cancelled'])}`,
          ),
        )
        .execute();
      // A payment that arrived after the order let go of stock that was gone by then: the admin decides.
      await orders()
        .addColumn('stock_short', 'smallint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`stock_short in (0, 1)`),
        )
        .execute();
      await orders().addColumn('provider_payment_id', 'text').execute();
      // The guest's link key, so later emails can link to the order (docs/decisions/0009 says why as is).
      await orders().addColumn('access_key', 'text').execute();

      // Orders placed before this migration: their full-price items from their lines.
      await sql`update orders set items_cents = coalesce(
          (select sum(base_price_cents * quantity) from order_items where order_items.order_id = orders.id),
          subtotal_cents)`.execute(db);
      await sql`update orders set savings_cents = items_cents - subtotal_cents where items_cents >= subtotal_cents`.execute(
        db,
      );
      await sql`update orders set cancel_reason = 'admin' where status = 'cancelled'`.execute(db);
      await db.schema.createIndex('orders_hold_until').on('orders').column('hold_until').execute();

      // Payment notifications as received, kept before they are answered: one whose checks could not
      // finish (PayFast unreachable, the server stopping) is handled again, never lost.
      await db.schema
        .createTable('payment_notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('sender_ip', 'text', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('received_at', timestamp, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
        .addColumn('processed_at', timestamp)
        .addColumn('outcome', 'text')
        .execute();
      await db.schema
        .createIndex('payment_notifications_due')
        .on('payment_notifications')
        .columns(['processed_at', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('outbox_emails')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        // The email's kind and data as JSON: rendered when sent or previewed, not in the transaction.
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
        // A sender claims a row until then, so with several app servers each email goes out once.
        .addColumn('locked_until', timestamp)
        .addColumn('sent_at', timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_emails_due')
        .on('outbox_emails')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('outbox_emails_created_at')
        .on('outbox_emails')
        .columns(['created_at', 'id'])
        .execute();

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_user')
        .on('password_reset_tokens')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
