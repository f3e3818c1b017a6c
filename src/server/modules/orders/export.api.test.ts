import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertOrder, insertProduct, orderRow } from '../../testing/fixtures.js';
import { adminAppForFile, json } from '../../testing/test-app.js';
import { ORDER_CSV_COLUMNS } from './order-export.js';

type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string>;

const file = adminAppForFile();

async function exported(query = '') {
  const res = await file.call('GET', `/api/admin/orders/export${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
  return parse(res.body, { bom: true, columns: true }) as OrderCsvRow[];
}

describe('order CSV export (docs/decisions/0016)', () => {
  it('writes a row per order line, the order on each, its money on the first', async () => {
    const mug = await insertProduct(file.t.db, { title: 'Enamel Mug', priceCents: 8_990 });
    const mat = await insertProduct(file.t.db, { title: 'Yoga Mat', priceCents: 45_000 });
    const cookies = await cartWith(file.t, [
      { productId: mug, quantity: 2 },
      { productId: mat, quantity: 1 },
    ]);
    const placed = await placeOrder(
      file.t,
      cookies,
      checkoutBody({ customerName: '=cmd|calc', customerEmail: 'thandi@example.co.za' }),
    );
    expect(placed.statusCode).toBe(201);
    const { orderNumber } = json<PlacedOrder>(placed).order;

    const rows = (await exported()).filter((row) => row.order_number === orderNumber);
    expect(Object.keys(rows[0]!)).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(
      rows.map((row) => [row.line_title, row.line_quantity, row.line_unit_price, row.line_total]),
    ).toEqual([
      ['Enamel Mug', '2', '89.90', '179.80'],
      ['Yoga Mat', '1', '450.00', '450.00'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'pending',
        payment_status: 'pending',
        payment_method: 'eft',
        // A name that a spreadsheet would run as a formula stays text.
        customer_name: "'=cmd|calc",
        customer_email: 'thandi@example.co.za',
        city: expect.any(String),
      });
      expect(row.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    }
    expect(rows[0]!.items).toBe('629.80');
    expect(Number(rows[0]!.total)).toBeCloseTo(
      629.8 - Number(rows[0]!.savings) - Number(rows[0]!.discount) + Number(rows[0]!.shipping),
    );
    expect([rows[1]!.items, rows[1]!.total]).toEqual(['', '']);
    // Nothing refunded yet: net is the total.
    expect([rows[0]!.refunded, rows[0]!.net]).toEqual(['0.00', rows[0]!.total]);
  });

  it('gives each order what refunds gave back, and its total net of them', async () => {
    await insertOrder(file.t.db, {
      orderNumber: 'NET-REFUNDED',
      paymentStatus: 'partially_refunded',
      totalCents: 50_000,
      refundedCents: 12_345,
    });
    const [row] = (await exported('?q=NET-REFUNDED')).filter((r) => r.order_number === 'NET-REFUNDED');
    expect(row).toMatchObject({
      payment_status: 'partially_refunded',
      total: '500.00',
      refunded: '123.45',
      net: '376.55',
    });
  });

  it("exports the filtered list: status, payment, search and the shop's days", async () => {
    await insertOrder(file.t.db, {
      orderNumber: 'EXP-1',
      status: 'shipped',
      paymentStatus: 'paid',
      customerName: 'Lerato Dlamini',
      // 23:30 in Johannesburg on 10 March.
      createdAt: '2026-03-10T21:30:00.000Z',
    });
    await insertOrder(file.t.db, {
      orderNumber: 'EXP-2',
      status: 'cancelled',
      createdAt: '2026-03-11T08:00:00.000Z',
    });
    const numbers = async (query: string) => (await exported(query)).map((row) => row.order_number);

    expect(await numbers('?q=EXP-')).toEqual(['EXP-2', 'EXP-1']);
    expect(await numbers('?q=EXP-&dir=asc')).toEqual(['EXP-1', 'EXP-2']);
    expect(await numbers('?q=EXP-&status=shipped')).toEqual(['EXP-1']);
    expect(await numbers('?q=EXP-&paymentStatus=paid')).toEqual(['EXP-1']);
    expect(await numbers('?q=lerato')).toEqual(['EXP-1']);
    expect(await numbers('?from=2026-03-10&to=2026-03-10')).toEqual(['EXP-1']);
    expect((await exported('?q=EXP-1'))[0]).toMatchObject({
      date: '2026-03-10 23:30',
      line_sku: '',
      total: '100.00',
    });
    expect(await numbers('?q=nobody-at-all')).toEqual([]);
  });

  it('reads every order of a long list once, in order', async () => {
    const rows = Array.from({ length: 2_300 }, (_, i) =>
      orderRow({
        orderNumber: `BULK-${String(i).padStart(5, '0')}`,
        // Many at the same instant: the batches must part ties by id.
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i % 50)).toISOString(),
      }),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await file.t.db.kysely
        .insertInto('orders')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const numbers = (await exported('?q=BULK-')).map((row) => row.order_number);
    expect(numbers).toHaveLength(2_300);
    expect(new Set(numbers).size).toBe(2_300);
  });

  it('refuses a bad query, and anyone but an administrator', async () => {
    const bad = await file.call('GET', '/api/admin/orders/export?from=2026-03-12&to=2026-03-10');
    expect(bad.statusCode).toBe(400);
    expect(json<ApiErrorBody>(bad).error.message).toBe('The first day cannot be after the last');
    expect((await file.t.app.inject({ method: 'GET', url: '/api/admin/orders/export' })).statusCode).toBe(
      401,
    );
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await file.t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export',
      headers: { 'accept-encoding': 'gzip' },
      cookies: file.admin.cookies,
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(
      gunzipSync(res.rawPayload)
        .toString()
        .startsWith(`\uFEFF${ORDER_CSV_COLUMNS.join(',')}`),
    ).toBe(true);
  });
});
