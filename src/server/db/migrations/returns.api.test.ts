import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, orderRow } from '../../testing/fixtures.js';
import type { Db } from '../database.js';
import { matchesSearch } from '../list-queries.js';
import { migrateToLatest } from '../migrate.js';
import { createTestDatabase } from '../testing/test-database.js';

/** The shop as it was before returns and refunds (orders rebuilt on SQLite for a new payment status). */
const BEFORE = '2026-11-27-0022-marketing-consent';
const AT = '2026-11-25T08:00:00.000Z';

describe('the migration for returns and refunds', () => {
  let db: Db;
  const {
    delivered_at: _delivered,
    refunded_cents: _refunded,
    ...order
  } = orderRow({
    createdAt: AT,
    orderNumber: 'ORD-BEFORE-1',
    customerName: 'Naledi Khumalo',
    paymentStatus: 'refunded',
    status: 'cancelled',
  });

  beforeAll(async () => {
    db = await createTestDatabase({ migrateUpTo: BEFORE });
    const old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old.insertInto('orders').values(order).execute();
    await old
      .insertInto('order_items')
      .values({
        id: randomUUID(),
        order_id: order.id,
        product_id: null,
        sku: 'OLD-1',
        title: 'Old line',
        base_price_cents: 10_000,
        unit_price_cents: 10_000,
        quantity: 1,
        line_total_cents: 10_000,
      })
      .execute();
    await migrateToLatest(db.kysely, db.dialect.kind);
  });
  afterAll(() => db.destroy());

  it('keeps every order and its lines, none refunded or delivered yet', async () => {
    const kept = await db.kysely
      .selectFrom('orders')
      .select(['order_number', 'payment_status', 'refunded_cents', 'delivered_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect({ ...kept, refunded_cents: Number(kept.refunded_cents) }).toEqual({
      order_number: 'ORD-BEFORE-1',
      payment_status: 'refunded',
      refunded_cents: 0,
      delivered_at: null,
    });
    const lines = await db.kysely
      .selectFrom('order_items')
      .select('sku')
      .where('order_id', '=', order.id)
      .execute();
    expect(lines).toEqual([{ sku: 'OLD-1' }]);
  });

  it('takes a partially refunded payment, and no other new one', async () => {
    const id = await insertOrder(db, { paymentStatus: 'partially_refunded', refundedCents: 100 });
    expect(id).toBeTruthy();
    await expect(
      db.kysely
        .updateTable('orders')
        .set({ payment_status: 'lost' as never })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.kysely.updateTable('orders').set({ refunded_cents: -1 }).where('id', '=', id).execute(),
    ).rejects.toThrow();
  });

  it('still finds orders by the admin’s search, old and new', async () => {
    await insertOrder(db, { orderNumber: 'ORD-AFTER-1', customerName: 'Naledi Mokoena' });
    const found = await db.kysely
      .selectFrom('orders')
      .select('order_number')
      .where(matchesSearch(db.dialect.kind, 'orders', 'Naledi'))
      .orderBy('order_number')
      .execute();
    expect(found.map((row) => row.order_number)).toEqual(['ORD-AFTER-1', 'ORD-BEFORE-1']);
  });
});
