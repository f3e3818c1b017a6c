import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { Promotion, PromotionInput, PromotionPage } from '../../../shared/schemas/promotions.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

const list = async () =>
  json<{ promotions: Promotion[] }>(
    await file.t.app.inject({ method: 'GET', url: '/api/admin/promotions', cookies: file.admin.cookies }),
  ).promotions;

const promotion = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'Winter Warmers',
  description: 'Cosy homeware',
  discountBps: 1_550,
  startDate: '2026-06-01T08:00:00+02:00',
  endDate: '2026-06-30T23:59:00+02:00',
  appliesToAll: false,
  category: 'homeware',
  isActive: true,
  ...overrides,
});

describe('Sale Promotions API', () => {
  it('creates a promotion; applying to all products clears the category', async () => {
    const res = await file.call('POST', '/api/admin/promotions', promotion({ appliesToAll: true }));
    expect(res.statusCode).toBe(201);
    expect(json<Promotion>(res)).toMatchObject({
      discountBps: 1_550,
      appliesToAll: true,
      category: null,
      startDate: '2026-06-01T06:00:00.000Z',
    });
    const none = await file.call('POST', '/api/admin/promotions', promotion({ category: null }));
    expect(json<Promotion>(none)).toMatchObject({ appliesToAll: false, category: null });
  });

  it('updates, switches active off and on, and deletes', async () => {
    const { id } = json<Promotion>(await file.call('POST', '/api/admin/promotions', promotion()));
    const updated = json<Promotion>(
      await file.call('PUT', `/api/admin/promotions/${id}`, promotion({ name: 'Gym Week', category: 'gym' })),
    );
    expect(updated).toMatchObject({ name: 'Gym Week', category: 'gym' });
    expect(
      json<Promotion>(await file.call('PATCH', `/api/admin/promotions/${id}/active`, { isActive: false }))
        .isActive,
    ).toBe(false);
    expect((await file.call('DELETE', `/api/admin/promotions/${id}`)).statusCode).toBe(204);
    expect((await list()).some((p) => p.id === id)).toBe(false);
  });

  it('refuses missing fields, a percentage outside (0, 100], an end before the start, and unknown fields', async () => {
    const before = (await list()).length;
    const cases: Array<[object, string]> = [
      [promotion({ name: ' ' }), 'name'],
      [promotion({ discountBps: 0 }), 'discountBps'],
      [promotion({ discountBps: 10_001 }), 'discountBps'],
      [promotion({ startDate: '' }), 'startDate'],
      [promotion({ endDate: '2026-05-01T00:00:00Z' }), 'endDate'],
      [promotion({ category: 'garden' as never }), 'category'],
      [{ ...promotion(), createdAt: '2020-01-01T00:00:00Z' }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await file.call('POST', '/api/admin/promotions', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      if (field) expect(json<ApiErrorBody>(res).error.fields).toHaveProperty(field);
    }
    expect(
      json<ApiErrorBody>(await file.call('POST', '/api/admin/promotions', promotion({ discountBps: 0 })))
        .error.message,
    ).toBe('Discount percentage must be between 0 and 100.');
    expect(await list()).toHaveLength(before);
  });
});

describe('promotion statuses (docs/decisions/0015)', () => {
  it('shows Active, Scheduled, Expired or Inactive from the switch and the dates', async () => {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const cases = [
      { input: promotion({ name: 'Now', startDate: at(-1), endDate: at(1) }), status: 'active' },
      { input: promotion({ name: 'Next month', startDate: at(30), endDate: at(60) }), status: 'scheduled' },
      { input: promotion({ name: 'Last month', startDate: at(-60), endDate: at(-30) }), status: 'expired' },
      {
        input: promotion({ name: 'Off', startDate: at(-1), endDate: at(1), isActive: false }),
        status: 'inactive',
      },
    ] as const;
    for (const { input, status } of cases) {
      expect(json<Promotion>(await file.call('POST', '/api/admin/promotions', input)).status).toBe(status);
    }
    const byName = new Map((await list()).map((p) => [p.name, p.status]));
    for (const { input, status } of cases) expect(byName.get(input.name)).toBe(status);
  });
});

describe('the admin promotion list (docs/decisions/0015)', () => {
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  beforeAll(async () => {
    const schedules = [
      { startDate: at(-1), endDate: at(1), isActive: true },
      { startDate: at(3), endDate: at(9), isActive: true },
      { startDate: at(-9), endDate: at(-3), isActive: true },
      { startDate: at(-1), endDate: at(1), isActive: false },
    ];
    for (let i = 0; i < 28; i++) {
      const res = await file.call(
        'POST',
        '/api/admin/promotions',
        promotion({ name: `Paged sale ${String(i).padStart(2, '0')}`, ...schedules[i % 4] }),
      );
      expect(res.statusCode).toBe(201);
    }
  });
  const page = async (query: string) => {
    const res = await file.call('GET', `/api/admin/promotions?${query}`);
    expect(res.statusCode, query).toBe(200);
    return json<PromotionPage>(res);
  };

  it('pages newest first, searches name or description, and filters by status', async () => {
    const first = await page('q=paged%20sale');
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25 });
    // Newest first; promotions made in the same millisecond may come in either order.
    const both = [...first.promotions, ...(await page('q=paged%20sale&page=2')).promotions];
    expect(new Set(both.map((p) => p.name)).size).toBe(28);
    expect(both.every((p, i) => i === 0 || both[i - 1]!.createdAt >= p.createdAt)).toBe(true);
    for (const status of ['active', 'scheduled', 'expired', 'inactive'] as const) {
      const found = await page(`q=paged%20sale&status=${status}`);
      expect(found.total, status).toBe(7);
      expect(
        found.promotions.every((p) => p.status === status),
        status,
      ).toBe(true);
    }
    expect((await file.call('GET', '/api/admin/promotions?status=soon')).statusCode).toBe(400);
  });
});
