import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../shared/api/contract.js';
import { type EndpointName, endpoints } from '../../../shared/api/endpoints.js';
import type { AdminUserPage } from '../../../shared/schemas/auth.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { DailySales, Dashboard } from '../../../shared/schemas/dashboard.js';
import { shopDayStart, shopToday } from '../../../shared/shop-time.js';
import { insertCoupon, insertOrder, insertProduct, insertUser } from '../../testing/fixtures.js';
import { type Account, createTestApp, json, signUpAs, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t, 'admin');
});
afterAll(() => t.close());

const as = (account: Account | undefined) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, cookies: account?.cookies ?? {} }),
  put: (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, cookies: account?.cookies ?? {} }),
});

/** The routes of the Reviews screen, which the moderation gate opens to moderators too. */
const MODERATION_ROUTES = new Set(
  (Object.keys(contract) as EndpointName[])
    .filter((name) => contract[name].tag === 'Moderation')
    .map((name) => `${endpoints[name].method} ${endpoints[name].path}`),
);

describe('the admin gate', () => {
  it('refuses every admin route to anonymous (401) and customer (403) callers, and all but the Reviews screen to moderators', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect([...MODERATION_ROUTES].sort()).toEqual([
      'DELETE /api/admin/reviews/:id',
      'GET /api/admin/reviews',
      'POST /api/admin/reviews/:id/approve',
      'POST /api/admin/reviews/:id/reject',
      'PUT /api/admin/reviews/:id/reply',
    ]);
    const customer = await signUpAs(t, 'customer');
    const moderator = await signUpAs(t, 'moderator');
    let moderated = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, randomUUID());
      const forModerators = MODERATION_ROUTES.has(`${route.method} ${route.url}`);
      if (forModerators) moderated += 1;
      for (const [caller, refused] of [
        [undefined, 401],
        [customer, 403],
        [moderator, forModerators ? undefined : 403],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          cookies: caller?.cookies ?? {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const outcome = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'let in';
        expect({ route: `${route.method} ${url}`, outcome }).toEqual({
          route: `${route.method} ${url}`,
          outcome: refused ?? 'let in',
        });
      }
    }
    expect(moderated).toBe(MODERATION_ROUTES.size);
  });
});

describe('users and roles', () => {
  it('lists every user, newest first, with their roles', async () => {
    const newest = await signUpAs(t, 'customer');
    const { users } = json<AdminUserPage>(await as(admin).get('/api/admin/users'));
    expect(users[0]).toMatchObject({ id: newest.id, email: newest.email, roles: ['customer'] });
    expect(users.find((u) => u.id === admin.id)?.roles).toEqual(['admin']);
  });

  it('replaces a user\u2019s roles with the chosen one', async () => {
    const user = await signUpAs(t, 'customer');
    expect((await as(admin).put(`/api/admin/users/${user.id}/role`, { role: 'moderator' })).statusCode).toBe(
      204,
    );
    const roles = await t.db.kysely
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .execute();
    expect(roles).toEqual([{ role: 'moderator' }]);
  });

  it('refuses an unknown role, an unknown field, an unknown user and a malformed id', async () => {
    const user = await signUpAs(t, 'customer');
    expect((await as(admin).put(`/api/admin/users/${user.id}/role`, { role: 'owner' })).statusCode).toBe(400);
    expect(
      (await as(admin).put(`/api/admin/users/${user.id}/role`, { role: 'admin', extra: true })).statusCode,
    ).toBe(400);
    expect((await as(admin).put(`/api/admin/users/${randomUUID()}/role`, { role: 'admin' })).statusCode).toBe(
      404,
    );
    expect((await as(admin).put('/api/admin/users/not-an-id/role', { role: 'admin' })).statusCode).toBe(400);
  });

  it('keeps the last administrator: they cannot remove their own admin role', async () => {
    const fresh = await createTestApp();
    try {
      const only = await signUpAs(fresh, 'admin');
      const res = await fresh.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${only.id}/role`,
        payload: { role: 'customer' },
        cookies: only.cookies,
      });
      expect(res.statusCode).toBe(409);
      const roles = await fresh.db.kysely
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', only.id)
        .execute();
      expect(roles).toEqual([{ role: 'admin' }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('two administrators demoting each other at once', () => {
  it('leaves exactly one administrator: one change succeeds, the other is refused', async () => {
    const fresh = await createTestApp();
    try {
      const [a, b] = [await signUpAs(fresh, 'admin'), await signUpAs(fresh, 'admin')];
      const demote = (actor: Account, target: Account) =>
        fresh.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${target.id}/role`,
          payload: { role: 'customer' },
          cookies: actor.cookies,
        });
      const [first, second] = (await Promise.all([demote(a, b), demote(b, a)]))
        .map((res) => res.statusCode)
        .sort();
      expect(first).toBe(204);
      // The other is refused: as the last admin (409), or because its caller was demoted already (403).
      expect([403, 409]).toContain(second);
      const admins = await fresh.db.kysely
        .selectFrom('user_roles')
        .select('user_id')
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('the dashboard', () => {
  it('gives the eight figures from the data', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await signUpAs(fresh, 'admin');
      await signUpAs(fresh, 'customer');
      await insertProduct(fresh.db);
      await insertProduct(fresh.db, { status: 'archived' });
      await insertCoupon(fresh.db);
      await insertCoupon(fresh.db, { active: false });
      // Switched on but not usable today: expired, not yet started, used up (docs/decisions/0015).
      await insertCoupon(fresh.db, { validFrom: '2025-01-01', validUntil: '2025-08-31' });
      await insertCoupon(fresh.db, { validFrom: '2099-01-01' });
      await insertCoupon(fresh.db, { usageLimit: 3, timesUsed: 3 });
      await insertOrder(fresh.db, { status: 'pending', totalCents: 10_000 });
      await insertOrder(fresh.db, { status: 'delivered', totalCents: 20_000 });
      await insertOrder(fresh.db, { status: 'delivered', totalCents: 5_000 });
      await insertOrder(fresh.db, { status: 'shipped', totalCents: 5_001 });
      // Sales are net of refunds, which are counted apart.
      await insertOrder(fresh.db, {
        status: 'delivered',
        paymentStatus: 'partially_refunded',
        totalCents: 8_000,
        refundedCents: 3_000,
      });
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        cookies: boss.cookies,
      });
      expect(json<Dashboard>(res)).toEqual({
        totalSalesCents: 45_001,
        refundsCents: 3_000,
        totalUsers: 2,
        products: 2,
        activeCoupons: 1,
        pendingOrders: 1,
        completedOrders: 3,
        averageOrderValueCents: 9_000,
        completionRatePercent: 60,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('the sales chart (docs/decisions/0015)', () => {
  it('gives orders and sales for each of the last 30 shop days, cancelled orders left out', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await signUpAs(fresh, 'admin');
      const today = shopToday();
      const dayStart = (offset: number) => Date.parse(shopDayStart(today)) + offset * 86_400_000;
      const at = (ms: number) => new Date(ms).toISOString();
      // Today: one at its first moment; yesterday: one at its last millisecond (23:59:59.999 in Johannesburg).
      await insertOrder(fresh.db, { createdAt: at(dayStart(0)), totalCents: 10_000 });
      await insertOrder(fresh.db, { createdAt: at(dayStart(0) - 1), totalCents: 2_500 });
      await insertOrder(fresh.db, {
        createdAt: at(dayStart(0) + 3_600_000),
        totalCents: 99_999,
        status: 'cancelled',
      });
      await insertOrder(fresh.db, {
        createdAt: at(dayStart(-29) + 60_000),
        totalCents: 4_000,
        status: 'delivered',
      });
      await insertOrder(fresh.db, { createdAt: at(dayStart(-30) + 60_000), totalCents: 7_000 });
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard/sales',
        cookies: boss.cookies,
      });
      const { days } = json<DailySales>(res);
      expect(days).toHaveLength(30);
      expect(days.at(-1)).toEqual({ day: today, orders: 1, salesCents: 10_000 });
      expect(days.at(-2)).toEqual({ day: shopToday(new Date(dayStart(-1))), orders: 1, salesCents: 2_500 });
      expect(days[0]).toEqual({ day: shopToday(new Date(dayStart(-29))), orders: 1, salesCents: 4_000 });
      expect(days.slice(1, -2).every((d) => d.orders === 0 && d.salesCents === 0)).toBe(true);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard/sales' })).statusCode).toBe(
        401,
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('the admin user list (docs/decisions/0015)', () => {
  beforeAll(async () => {
    const roles = ['customer', 'customer', 'moderator', 'admin'] as const;
    for (let i = 0; i < 30; i++) {
      await insertUser(t.db, {
        fullName: i % 2 === 0 ? `Lindiwe Listed ${i}` : `Johan Listed ${i}`,
        email: `listed.user${i}@shop.test`,
        role: roles[i % 4],
        createdAt: new Date(Date.UTC(2033, 0, 1, 0, 0, i)).toISOString(),
      });
    }
  });
  const list = async (query: string) => {
    const res = await as(admin).get(`/api/admin/users?${query}`);
    expect(res.statusCode, query).toBe(200);
    return json<AdminUserPage>(res);
  };
  const names = (page: AdminUserPage) => page.users.map((u) => u.fullName);

  it("pages 25 at a time, newest first, with the total and each user's roles", async () => {
    const first = await list('q=listed');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.users[0]).toMatchObject({ fullName: 'Johan Listed 29', roles: ['customer'] });
    expect(names(await list('q=listed&page=2'))).toEqual([
      'Lindiwe Listed 4',
      'Johan Listed 3',
      'Lindiwe Listed 2',
      'Johan Listed 1',
      'Lindiwe Listed 0',
    ]);
  });

  it('searches the name or the email, ignoring case, and filters by role', async () => {
    expect((await list('q=LINDIWE')).total).toBe(15);
    expect(names(await list('q=listed.user17%40'))).toEqual(['Johan Listed 17']);
    expect((await list('q=listed&role=admin')).total).toBe(7);
    expect((await list('q=listed&role=moderator')).total).toBe(7);
    expect((await list('q=lindiwe&role=customer')).total).toBe(8);
  });

  it('refuses a bad query with a clear 400 naming the field', async () => {
    for (const [query, field] of [
      ['role=owner', 'role'],
      ['page=-1', 'page'],
      ['dir=sideways', 'dir'],
    ] as const) {
      const res = await as(admin).get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json<ApiErrorBody>(res).error.fields, query).toHaveProperty(field);
    }
  });
});
