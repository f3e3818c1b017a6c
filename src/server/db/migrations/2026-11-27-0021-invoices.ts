import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * Invoices and credit notes (docs/decisions/0020-invoices.md): each series numbered from a counter row
 * that the issuing transaction moves on, so a number rolled back is never lost and never given twice.
 * A document is kept as issued (its JSON), never changed.
 */
export function invoices(kind: EngineKind): Migration {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  const series = sql`series in ('invoice', 'credit_note')`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('document_numbers')
        .addColumn('series', 'text', (c) => c.primaryKey().check(series))
        .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
        .execute();
      await sql`insert into document_numbers (series, last_number) values ('invoice', 0), ('credit_note', 0)`.execute(
        db,
      );

      await db.schema
        .createTable('invoices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('series', 'text', (c) => c.notNull().check(series))
        .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
        .addColumn('credits_invoice_id', 'text', (c) => c.references('invoices.id'))
        .addColumn('issued_at', timestamp, (c) => c.notNull())
        .addColumn('total_cents', money, (c) => c.notNull())
        .addColumn('vat_cents', money)
        .addColumn('document', 'text', (c) => c.notNull())
        .addUniqueConstraint('invoices_series_number', ['series', 'number'])
        .execute();
      await db.schema
        .createIndex('invoices_order')
        .on('invoices')
        .columns(['order_id', 'issued_at'])
        .execute();
      // One invoice per order: a payment confirmed twice (two servers, a repeated notification) issues one.
      await db.schema
        .createIndex('invoices_one_per_order')
        .on('invoices')
        .column('order_id')
        .unique()
        .where(sql.ref('series'), '=', 'invoice')
        .execute();
    },
  };
}
