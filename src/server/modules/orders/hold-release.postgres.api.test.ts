import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../shared/schemas/checkout.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { couponUses, insertCoupon, insertProduct, stockOf } from '../../testing/fixtures.js';
import { createTestApp, json, secondServerOf, type TestApp } from '../../testing/test-app.js';

/**
 * docs/decisions/0009 with two app servers on one PostgreSQL and one controllable clock: when the hold of
 * unpaid orders runs out, both servers sweep at once, and each order is released exactly once.
 */
let clock = new Date('2026-11-22T10:00:00.000Z');
const now = () => clock;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp(undefined, { now });
  second = await secondServerOf(first, { now });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('unpaid orders on two app servers', () => {
  it('are released once each when their hold runs out: stock and coupon uses back, one email each', async () => {
    const product = await insertProduct(first.db, { priceCents: 10_000, inventoryQuantity: 40 });
    await insertCoupon(first.db, { code: 'HOLD5', usageLimit: 100 });
    const orders: string[] = [];
    for (let i = 0; i < 8; i++) {
      // Half placed on each server.
      const app = i % 2 === 0 ? first : second;
      const cookies = await cartWith(app, [{ productId: product, quantity: 3 }]);
      const res = await placeOrder(app, cookies, checkoutBody({ couponCode: 'HOLD5' }));
      expect(res.statusCode).toBe(201);
      orders.push(json<PlacedOrder>(res).order.id);
    }
    const stock = () => stockOf(first.db, product);
    const uses = () => couponUses(first.db, 'HOLD5');
    expect(await stock()).toBe(40 - 24);
    expect(await uses()).toBe(8);

    // One minute before the EFT hold (3 days) runs out: nothing is released.
    clock = new Date(clock.getTime() + 3 * 24 * 60 * 60_000 - 60_000);
    expect(await first.app.jobs.sweeper.runOnce()).toBe(0);

    clock = new Date(clock.getTime() + 2 * 60_000);
    // Both servers sweep at the same moment (a server's second call would join its first run).
    const released = await Promise.all([first.app.jobs.sweeper.runOnce(), second.app.jobs.sweeper.runOnce()]);
    expect(released[0] + released[1]).toBe(8);
    expect(await stock()).toBe(40);
    expect(await uses()).toBe(0);
    const rows = await first.db.kysely
      .selectFrom('orders')
      .select(['status', 'cancel_reason', 'hold_until'])
      .where('id', 'in', orders)
      .execute();
    expect(rows).toHaveLength(8);
    for (const row of rows)
      expect(row).toEqual({ status: 'cancelled', cancel_reason: 'released', hold_until: null });
    const cancelledEmails = await first.db.kysely
      .selectFrom('outbox_emails')
      .select('order_id')
      .where('kind', '=', 'order_cancelled')
      .execute();
    expect(cancelledEmails.map((e) => e.order_id).sort()).toEqual([...orders].sort());

    // A later sweep on either server finds nothing more to do.
    expect(await second.app.jobs.sweeper.runOnce()).toBe(0);
    expect(await stock()).toBe(40);
  });
});
