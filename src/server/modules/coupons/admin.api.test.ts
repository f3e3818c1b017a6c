import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { Coupon, CouponInput, CouponPage } from '../../../shared/schemas/coupons.js';
import { shopToday } from '../../../shared/shop-time.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

let codes = 0;
const coupon = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: `save${++codes}`,
  description: '',
  discountType: 'percentage',
  discountValue: 2_000,
  minPurchaseCents: null,
  maxDiscountCents: null,
  usageLimit: null,
  validFrom: '2026-11-01',
  validUntil: null,
  isActive: true,
  ...overrides,
});

describe('Discount Coupons API', () => {
  it('creates a coupon with its code upper-cased and a blank description as null', async () => {
    const res = await file.call('POST', '/api/admin/coupons', coupon({ code: 'summer20' }));
    expect(res.statusCode).toBe(201);
    expect(json<Coupon>(res)).toMatchObject({
      code: 'SUMMER20',
      description: null,
      timesUsed: 0,
      isActive: true,
    });
    const { coupons } = json<CouponPage>(await file.call('GET', '/api/admin/coupons'));
    expect(coupons[0]?.code).toBe('SUMMER20');
  });

  it('updates, deactivates, activates and deletes', async () => {
    const { id } = json<Coupon>(await file.call('POST', '/api/admin/coupons', coupon()));
    const updated = await file.call(
      'PUT',
      `/api/admin/coupons/${id}`,
      coupon({
        code: 'FLAT50',
        discountType: 'fixed',
        discountValue: 5_000,
        usageLimit: 10,
        validUntil: '2026-12-31',
      }),
    );
    expect(json<Coupon>(updated)).toMatchObject({ code: 'FLAT50', discountType: 'fixed', usageLimit: 10 });
    expect(
      json<Coupon>(await file.call('PATCH', `/api/admin/coupons/${id}/active`, { isActive: false })).isActive,
    ).toBe(false);
    expect(
      json<Coupon>(await file.call('PATCH', `/api/admin/coupons/${id}/active`, { isActive: true })).isActive,
    ).toBe(true);
    expect((await file.call('DELETE', `/api/admin/coupons/${id}`)).statusCode).toBe(204);
    expect((await file.call('DELETE', `/api/admin/coupons/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad coupons with a clear 4xx and writes nothing', async () => {
    await file.call('POST', '/api/admin/coupons', coupon({ code: 'TAKEN' }));
    const before = json<CouponPage>(await file.call('GET', '/api/admin/coupons')).coupons.length;
    const cases: Array<[object, number, string]> = [
      [coupon({ code: '' }), 400, 'code'],
      [coupon({ code: 'has space' }), 400, 'code'],
      [coupon({ discountValue: 0 }), 400, 'discountValue'],
      [coupon({ discountValue: 10_001 }), 400, 'discountValue'],
      [coupon({ validFrom: '' }), 400, 'validFrom'],
      [coupon({ validFrom: '2026-12-01', validUntil: '2026-11-01' }), 400, 'validUntil'],
      [coupon({ usageLimit: 0 }), 400, 'usageLimit'],
      [{ ...coupon(), timesUsed: 5 }, 400, ''],
      [coupon({ code: 'taken' }), 409, ''],
    ];
    for (const [payload, status, field] of cases) {
      const res = await file.call('POST', '/api/admin/coupons', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      if (field) expect(json<ApiErrorBody>(res).error.fields).toHaveProperty(field);
    }
    expect(json<CouponPage>(await file.call('GET', '/api/admin/coupons')).coupons).toHaveLength(before);
    expect((await file.call('PUT', `/api/admin/coupons/${randomUUID()}`, coupon())).statusCode).toBe(404);
  });

  it('refuses a usage limit below the times the coupon was already used', async () => {
    const { id } = json<Coupon>(await file.call('POST', '/api/admin/coupons', coupon()));
    await file.t.db.kysely
      .updateTable('discount_coupons')
      .set({ times_used: 3 })
      .where('id', '=', id)
      .execute();
    const res = await file.call('PUT', `/api/admin/coupons/${id}`, coupon({ usageLimit: 2 }));
    expect(res.statusCode).toBe(409);
  });
});

describe('coupon statuses (docs/decisions/0015)', () => {
  it("shows Active, Scheduled, Expired or Inactive from the switch and the dates, by the shop's day", async () => {
    const today = shopToday();
    const day = (offset: number) => shopToday(new Date(Date.now() + offset * 86_400_000));
    const cases = [
      { input: coupon({ validFrom: today, validUntil: today }), status: 'active' },
      { input: coupon({ validFrom: day(-30), validUntil: null }), status: 'active' },
      { input: coupon({ validFrom: day(1), validUntil: day(30) }), status: 'scheduled' },
      { input: coupon({ validFrom: day(-30), validUntil: day(-1) }), status: 'expired' },
      { input: coupon({ validFrom: day(-30), validUntil: day(-1), isActive: false }), status: 'inactive' },
    ] as const;
    for (const { input, status } of cases) {
      const created = json<Coupon>(await file.call('POST', '/api/admin/coupons', input));
      expect(created.status, `${input.validFrom} to ${input.validUntil}`).toBe(status);
    }
    const { coupons } = json<CouponPage>(await file.call('GET', '/api/admin/coupons'));
    const byCode = new Map(coupons.map((c) => [c.code, c.status]));
    for (const { input, status } of cases) expect(byCode.get(input.code.toUpperCase())).toBe(status);
  });
});

describe('the admin coupon list (docs/decisions/0015)', () => {
  const day = (offset: number) => shopToday(new Date(Date.now() + offset * 86_400_000));
  // 28 coupons of their own: 7 of each status, told apart by the code's 'PAGED'.
  const schedules = [
    { validFrom: day(-10), validUntil: day(10), isActive: true },
    { validFrom: day(5), validUntil: null, isActive: true },
    { validFrom: day(-20), validUntil: day(-2), isActive: true },
    { validFrom: day(-10), validUntil: day(10), isActive: false },
  ];
  beforeAll(async () => {
    for (let i = 0; i < 28; i++) {
      const res = await file.call(
        'POST',
        '/api/admin/coupons',
        coupon({
          code: `PAGED${String(i).padStart(2, '0')}`,
          description: i % 2 ? 'Winter' : 'Spring',
          ...schedules[i % 4],
        }),
      );
      expect(res.statusCode).toBe(201);
    }
  });
  const list = async (query: string) => {
    const res = await file.call('GET', `/api/admin/coupons?${query}`);
    expect(res.statusCode, query).toBe(200);
    return json<CouponPage>(res);
  };

  it('pages newest first, searches code or description, and filters by status', async () => {
    const first = await list('q=paged');
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25 });
    // Newest first; coupons made in the same millisecond may come in either order.
    const both = [...first.coupons, ...(await list('q=paged&page=2')).coupons];
    expect(new Set(both.map((c) => c.code)).size).toBe(28);
    expect(both.every((c, i) => i === 0 || both[i - 1]!.createdAt >= c.createdAt)).toBe(true);
    expect((await list('q=paged&status=active')).total).toBe(7);
    for (const status of ['active', 'scheduled', 'expired', 'inactive'] as const) {
      const page = await list(`q=paged&status=${status}`);
      expect(page.total, status).toBe(7);
      expect(
        page.coupons.every((c) => c.status === status),
        status,
      ).toBe(true);
    }
    expect((await list('q=paged&status=expired')).coupons.map((c) => c.code)).toContain('PAGED02');
    expect((await list('q=winter')).total).toBeGreaterThanOrEqual(14);
    expect((await list('q=paged07')).coupons.map((c) => c.code)).toEqual(['PAGED07']);
  });

  it('refuses a bad query with a clear 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=used', 'status'],
      ['page=1.5', 'page'],
    ] as const) {
      const res = await file.call('GET', `/api/admin/coupons?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json<ApiErrorBody>(res).error.fields, query).toHaveProperty(field);
    }
  });
});
