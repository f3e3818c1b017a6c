import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PlacedOrder } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { AdminOrderPage, Order } from '../../../shared/schemas/orders.js';
import { cartWith, placeOrder } from '../../testing/checkout.js';
import { insertOrder, insertProduct, setStock } from '../../testing/fixtures.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

const orders = async () => json<AdminOrderPage>(await file.call('GET', '/api/admin/orders')).orders;

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
    await setStock(file.t.db, chair, 1);
    const refused = await file.call('PATCH', `/api/admin/orders/${order.id}`, { status: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect(json<ApiErrorBody>(refused).error.message).toBe(
      'Not enough stock of Cancel Chair left to reopen this order.',
    );
    expect(await stockOf(chair)).toBe(1);
    expect((await orders()).find((o) => o.id === order.id)?.status).toBe('cancelled');
  });
});

describe('the admin order list (docs/decisions/0015)', () => {
  // 30 orders of their own on 1 to 30 March 2032, each customer's email naming 'listed'.
  const statuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
  beforeAll(async () => {
    for (let i = 0; i < 30; i++) {
      await insertOrder(file.t.db, {
        orderNumber: `LL-LIST-${String(i).padStart(4, '0')}`,
        customerName: i % 2 === 0 ? `Zanele Qwabe ${i}` : `Pieter van Wyk ${i}`,
        customerEmail: `listed${i}@example.co.za`,
        status: statuses[i % 5],
        paymentStatus: i % 3 === 0 ? 'paid' : 'pending',
        // 10:00 in Johannesburg on 1 to 30 March.
        createdAt: `2032-03-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
      });
    }
  });
  const list = async (query: string) => {
    const res = await file.call('GET', `/api/admin/orders?${query}`);
    expect(res.statusCode, query).toBe(200);
    return json<AdminOrderPage>(res);
  };
  const numbers = (page: AdminOrderPage) => page.orders.map((o) => o.orderNumber);

  it('pages 25 at a time, newest first, with each status counted', async () => {
    const first = await list('q=listed');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.counts).toEqual({
      all: 30,
      pending: 6,
      processing: 6,
      shipped: 6,
      delivered: 6,
      cancelled: 6,
    });
    expect(numbers(first)[0]).toBe('LL-LIST-0029');
    expect(numbers(await list('q=listed&page=2'))).toEqual([
      'LL-LIST-0004',
      'LL-LIST-0003',
      'LL-LIST-0002',
      'LL-LIST-0001',
      'LL-LIST-0000',
    ]);
  });

  it('searches the order number, the customer name or email, ignoring case', async () => {
    expect(numbers(await list('q=ll-list-0007'))).toEqual(['LL-LIST-0007']);
    expect((await list('q=ZANELE%20QWABE')).total).toBe(15);
    expect(numbers(await list('q=listed12%40example'))).toEqual(['LL-LIST-0012']);
    expect((await list('q=listed%25')).total).toBe(0);
  });

  it('filters by status (the counts keep the other statuses), payment and a range of shop days', async () => {
    const shipped = await list('q=listed&status=shipped');
    expect(numbers(shipped)).toEqual([
      'LL-LIST-0027',
      'LL-LIST-0022',
      'LL-LIST-0017',
      'LL-LIST-0012',
      'LL-LIST-0007',
      'LL-LIST-0002',
    ]);
    expect(shipped.total).toBe(6);
    expect(shipped.counts.all).toBe(30);
    expect((await list('q=listed&paymentStatus=paid')).total).toBe(10);
    // 5 to 7 March, both included, as days in Johannesburg.
    expect(numbers(await list('q=listed&from=2032-03-05&to=2032-03-07'))).toEqual([
      'LL-LIST-0006',
      'LL-LIST-0005',
      'LL-LIST-0004',
    ]);
    const combined = await list('q=zanele&status=pending&paymentStatus=paid&from=2032-03-01&to=2032-03-31');
    expect(numbers(combined)).toEqual(['LL-LIST-0000']);
    expect(combined.counts).toEqual({
      all: 5,
      pending: 1,
      processing: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
  });

  it('refuses a bad query with a clear 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['paymentStatus=maybe', 'paymentStatus'],
      ['from=2032-02-30', 'from'],
      ['from=1999-12-31', 'from'],
      ['to=yesterday', 'to'],
      ['from=2032-03-10&to=2032-03-01', 'to'],
      ['page=0', 'page'],
      ['q=%00', 'q'],
    ] as const) {
      const res = await file.call('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json<ApiErrorBody>(res).error.fields, query).toHaveProperty(field);
    }
  });
});
