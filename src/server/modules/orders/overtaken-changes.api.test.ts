import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersTable } from '../../db/schema.js';
import { cartWith, placeOrder } from '../../testing/checkout.js';
import { insertOrder, insertProduct, stockOf } from '../../testing/fixtures.js';
import { type TestApp, createTestApp, signUpAs } from '../../testing/test-app.js';
import { deletedEmail, holdLiveAccount } from '../auth/index.js';
import { cancelRefunded } from './order-refunds.js';
import { cancelUnpaid, markPaymentFailed } from './order-repository.js';

/**
 * Each change below is decided on a read made before it (a refund's check, a notification's read
 * before PayFast confirms it), so another change may come first: its own update must refuse then.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AT = '2026-11-28T10:00:00.000Z';
async function order(fields: Partial<Pick<OrdersTable, 'status' | 'payment_status' | 'payment_method'>>) {
  const id = await insertOrder(t.db);
  await t.db.kysely.updateTable('orders').set(fields).where('id', '=', id).execute();
  return id;
}
const stateOf = (id: string) =>
  t.db.kysely
    .selectFrom('orders')
    .select(['status', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a change overtaken by another', () => {
  it('cancels a refunded order only while its goods have not left', async () => {
    for (const status of ['shipped', 'delivered'] as const) {
      const id = await order({ status, payment_status: 'refunded' });
      const cancel = () => t.db.kysely.transaction().execute((trx) => cancelRefunded(trx, id, new Date(AT)));
      expect(await cancel()).toBe(false);
      expect(await stateOf(id)).toEqual({ status, payment_status: 'refunded' });
    }
    const id = await order({ status: 'processing', payment_status: 'refunded' });
    expect(await t.db.kysely.transaction().execute((trx) => cancelRefunded(trx, id, new Date(AT)))).toBe(
      true,
    );
    expect(await stateOf(id)).toEqual({ status: 'cancelled', payment_status: 'refunded' });
  });

  it('lets PayFast cancel or fail only an order still paying through PayFast, not one switched to EFT', async () => {
    const eft = await order({ payment_method: 'eft' });
    expect(await cancelUnpaid(t.db.kysely, eft, 'payment_cancelled', AT)).toBe(false);
    expect(await markPaymentFailed(t.db.kysely, eft, AT)).toBe(false);
    expect(await stateOf(eft)).toEqual({ status: 'pending', payment_status: 'pending' });
    // The hold running out lets an unpaid EFT order go, as before.
    expect(await cancelUnpaid(t.db.kysely, eft, 'released', AT)).toBe(true);

    const payfast = await order({ payment_method: 'payfast' });
    expect(await markPaymentFailed(t.db.kysely, payfast, AT)).toBe(true);
    expect(await cancelUnpaid(t.db.kysely, payfast, 'payment_cancelled', AT)).toBe(true);
    expect(await stateOf(payfast)).toEqual({ status: 'cancelled', payment_status: 'failed' });
  });

  it('places no order for an account deleted since the checkout read its session', async () => {
    const shopper = await signUpAs(t);
    const hold = () => t.db.kysely.transaction().execute((trx) => holdLiveAccount(trx, shopper.id));
    expect(await hold()).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies: shopper.cookies,
      payload: { password: 'secret-password' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await hold()).toBe(false);

    // The deletion committed after another browser's checkout read the session: its session and
    // name were still there when read, the account is erased by the time the order is written.
    const other = await signUpAs(t);
    const mat = await insertProduct(t.db, { title: 'Mat', inventoryQuantity: 3 });
    const cookies = { ...other.cookies, ...(await cartWith(t, [{ productId: mat }])) };
    await t.db.kysely
      .updateTable('users')
      .set({ email: deletedEmail(other.id) })
      .where('id', '=', other.id)
      .execute();
    const placed = await placeOrder(t, cookies);
    expect(placed.statusCode).toBe(401);
    expect(placed.json<{ error: { code: string } }>().error.code).toBe('unauthenticated');
    expect(
      await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', other.id).execute(),
    ).toEqual([]);
    expect(await stockOf(t.db, mat)).toBe(3);
  });
});
