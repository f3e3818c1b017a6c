import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../shared/schemas/common.js';
import type { Promotion } from '../../shared/schemas/promotions.js';
import { isDataException } from '../db/errors.js';
import { cartWith, checkoutBody } from '../testing/checkout.js';
import { couponInput, promotionInput } from '../testing/admin-inputs.js';
import { insertProduct } from '../testing/fixtures.js';
import { adminAppForFile, json } from '../testing/test-app.js';

/**
 * docs/decisions/0013: input that PostgreSQL refused with a 500 (SQLite took it) is refused with a 400 on
 * both engines, and nothing is written.
 */
const file = adminAppForFile();
const NUL = 'bad\u0000text';

const product = (description: string) => ({
  sku: `NUL-${Math.random().toString(36).slice(2, 10)}`,
  title: 'Probe Board',
  description,
  priceCents: 10_000,
  category: 'homeware',
  images: [],
  inventoryQuantity: 3,
  featured: false,
});
const coupon = (overrides: object = {}) => couponInput(overrides);
const promotion = (overrides: object = {}) => promotionInput(overrides);

async function placedOrder(): Promise<PlacedOrder> {
  const t = file.t;
  const cookies = await cartWith(t, [{ productId: await insertProduct(t.db, { inventoryQuantity: 5 }) }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: checkoutBody(), cookies });
  return json<PlacedOrder>(res);
}

const count = async (table: 'products' | 'discount_coupons' | 'sale_promotions') =>
  (await file.t.db.kysely.selectFrom(table).select('id').execute()).length;

describe('a NUL character', () => {
  it('is refused in every text field the probe found, with nothing written', async () => {
    const before = await Promise.all([
      count('products'),
      count('discount_coupons'),
      count('sale_promotions'),
    ]);
    const { order } = await placedOrder();
    const answers = [
      await file.call('POST', '/api/admin/products', product(NUL)),
      await file.call('POST', '/api/admin/coupons', coupon({ description: NUL })),
      await file.call('POST', '/api/admin/promotions', promotion({ description: NUL })),
      await file.call('PATCH', `/api/admin/orders/${order.id}`, { notes: NUL }),
      await file.call('PATCH', `/api/admin/orders/${order.id}`, { trackingNumber: NUL }),
      await file.t.app.inject({ method: 'GET', url: '/api/search?q=a%00b' }),
      await file.t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: checkoutBody({ customerName: NUL }),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(json<ApiErrorBody>(res).error.message).toBe('Text cannot contain the NUL character.');
    }
    expect(
      await Promise.all([count('products'), count('discount_coupons'), count('sale_promotions')]),
    ).toEqual([
      before[0]! + 1, // the order's product
      before[1],
      before[2],
    ]);
    const stored = json<{ notes: string | null; trackingNumber: string | null }>(
      await file.call('GET', `/api/admin/orders/${order.id}`),
    );
    expect(stored).toMatchObject({ notes: null, trackingNumber: null });
  });
});

describe('dates', () => {
  it('are refused outside 2000–2100, for coupons and promotions', async () => {
    const before = [await count('discount_coupons'), await count('sale_promotions')];
    const answers = [
      await file.call('POST', '/api/admin/coupons', coupon({ validFrom: '0000-01-01' })),
      await file.call('POST', '/api/admin/coupons', coupon({ validFrom: '1999-12-31' })),
      await file.call('POST', '/api/admin/coupons', coupon({ validUntil: '2101-01-01' })),
      await file.call('POST', '/api/admin/promotions', promotion({ startDate: '0000-01-01T00:00:00Z' })),
      await file.call('POST', '/api/admin/promotions', promotion({ endDate: '9999-12-31T23:59:59Z' })),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(Object.values(json<ApiErrorBody>(res).error.fields ?? {})).toContain(
        'Enter a date between 2000 and 2100',
      );
    }
    // A six-digit year is no ISO moment at all.
    const far = await file.call(
      'POST',
      '/api/admin/promotions',
      promotion({ endDate: '+010000-01-01T00:00:00Z' }),
    );
    expect(far.statusCode).toBe(400);
    expect(json<ApiErrorBody>(far).error.fields).toHaveProperty('endDate');
    expect([await count('discount_coupons'), await count('sale_promotions')]).toEqual(before);
  });

  it('are stored as instants in UTC, whatever offset they came with', async () => {
    const res = await file.call(
      'POST',
      '/api/admin/promotions',
      promotion({ startDate: '2030-06-01T10:00:00+02:00', endDate: '2030-06-01T23:30:00-01:00' }),
    );
    expect(res.statusCode).toBe(201);
    expect(json<Promotion>(res)).toMatchObject({
      startDate: '2030-06-01T08:00:00.000Z',
      endDate: '2030-06-02T00:30:00.000Z',
    });
  });
});

describe('a value the database refuses', () => {
  it("is known by PostgreSQL's data exception class, so it is answered 400", () => {
    for (const code of ['22021', '22008', '22003', '22P02', 'SQLITE_TOOBIG'])
      expect(isDataException(code && { code })).toBe(true);
    for (const code of ['23505', '40001', 'SQLITE_BUSY', undefined])
      expect(isDataException({ code })).toBe(false);
  });
});
