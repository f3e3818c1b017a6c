import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, PlacedOrder } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { cartWith, placeOrder } from '../../testing/checkout.js';
import { insertOrder, insertProduct } from '../../testing/fixtures.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

const orders = async () => json<{ orders: Order[] }>(await file.call('GET', '/api/admin/orders')).orders;

describe('Orders Management API', () => {
  it('lists every order newest first, with the address as structured data', async () => {
    const older = await insertOrder(file.t.db, { createdAt: '2026-03-01T10:00:00.000Z' });
    const newer = await insertOrder(file.t.db, {
      createdAt: '2026-03-02T10:00:00.000Z',
      status: 'cancelled',
    });
    const list = await orders();
    expect(list.map((o) => o.id).slice(0, 2)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({
      status: 'cancelled',
      shippingAddress: {
        street: '1 Long Street',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '8001',
      },
    });
  });

  it('saves status, payment status, tracking number and notes one at a time', async () => {
    const id = await insertOrder(file.t.db);
    for (const [payload, expected] of [
      [{ status: 'shipped' }, { status: 'shipped' }],
      [{ paymentStatus: 'paid' }, { paymentStatus: 'paid' }],
      [{ trackingNumber: ' TRK123 ' }, { trackingNumber: 'TRK123' }],
      [{ notes: 'Leave at the gate' }, { notes: 'Leave at the gate' }],
      [{ notes: '' }, { notes: null }],
    ] as const) {
      const res = await file.call('PATCH', `/api/admin/orders/${id}`, payload);
      expect(res.statusCode).toBe(200);
      expect(json<Order>(res)).toMatchObject(expected);
    }
    expect((await orders()).find((o) => o.id === id)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'paid',
      trackingNumber: 'TRK123',
      notes: null,
    });
  });

  it('refuses unknown statuses, unknown fields, an empty change and unknown orders', async () => {
    const id = await insertOrder(file.t.db);
    for (const payload of [
      { status: 'lost' },
      { paymentStatus: 'maybe' },
      { totalCents: 1 },
      {},
      { notes: 'x'.repeat(2001) },
    ]) {
      expect((await file.call('PATCH', `/api/admin/orders/${id}`, payload)).statusCode).toBe(400);
    }
    expect(
      (await file.call('PATCH', `/api/admin/orders/${randomUUID()}`, { status: 'shipped' })).statusCode,
    ).toBe(404);
    expect((await orders()).find((o) => o.id === id)?.status).toBe('pending');
  });

  it('deletes an order', async () => {
    const id = await insertOrder(file.t.db);
    expect((await file.call('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(204);
    expect((await orders()).some((o) => o.id === id)).toBe(false);
    expect((await file.call('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(404);
  });
});

describe('cancelling an order', () => {
  const stockOf = async (id: string) =>
    (
      await file.t.db.kysely
        .selectFrom('products')
        .select('inventory_quantity')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).inventory_quantity;

  it('returns its stock; reopening takes it again, and is refused when the stock is gone', async () => {
    const chair = await insertProduct(file.t.db, { title: 'Cancel Chair', inventoryQuantity: 5 });
    const cookies = await cartWith(file.t, [{ productId: chair, quantity: 3 }]);
    const { order } = json<PlacedOrder>(await placeOrder(file.t, cookies));
    expect(await stockOf(chair)).toBe(2);

    const detail = json<OrderDetail>(await file.call('GET', `/api/admin/orders/${order.id}`));
    expect(detail.lines.map((l) => [l.title, l.quantity])).toEqual([['Cancel Chair', 3]]);

    expect(
      (await file.call('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await stockOf(chair)).toBe(5);
    // Cancelling again changes nothing.
    await file.call('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(await stockOf(chair)).toBe(5);

    expect(
      (await file.call('PATCH', `/api/admin/orders/${order.id}`, { status: 'processing' })).statusCode,
    ).toBe(200);
    expect(await stockOf(chair)).toBe(2);

    await file.call('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    await file.t.db.kysely
      .updateTable('products')
      .set({ inventory_quantity: 1 })
      .where('id', '=', chair)
      .execute();
    const refused = await file.call('PATCH', `/api/admin/orders/${order.id}`, { status: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect(json<ApiErrorBody>(refused).error.message).toBe(
      'Not enough stock of Cancel Chair left to reopen this order.',
    );
    expect(await stockOf(chair)).toBe(1);
    expect((await orders()).find((o) => o.id === order.id)?.status).toBe('cancelled');
  });
});
