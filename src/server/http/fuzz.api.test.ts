import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints.js';
import { cartWith, checkoutBody } from '../testing/checkout.js';
import { couponInput, promotionInput } from '../testing/admin-inputs.js';
import { insertCoupon, insertProduct } from '../testing/fixtures.js';
import { createRandom, type Random } from '../testing/random.js';
import { adminAppForFile, json, signUpAs } from '../testing/test-app.js';

/**
 * docs/decisions/0013: 10 000 malformed requests over every endpoint, as a visitor and as the admin, and not
 * one 5xx (on SQLite, and on PostgreSQL in the api-postgres project). The requests come from a
 * seeded generator: a failure names its seed and request, and runs again the same way.
 */
const REQUESTS = 10_000;
const SEED = 20_261_123;
const file = adminAppForFile();

/**
 * Every route the app registered, as its own route list has them (an event stream's GET stays open
 * for good: its HEAD is fuzzed, and its caps have their own test).
 */
const routes = () =>
  file.t.app.routeList.filter(
    ({ method, url }) => !(method === 'GET' && url === endpoints.streamEvents.path),
  );

const FIELD_NAMES = [
  'id',
  'productId',
  'quantity',
  'title',
  'sku',
  'description',
  'priceCents',
  'category',
  'images',
  'inventoryQuantity',
  'loadedInventoryQuantity',
  'featured',
  'email',
  'password',
  'fullName',
  'couponCode',
  'deliveryMethod',
  'paymentMethod',
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress',
  'street',
  'city',
  'province',
  'postalCode',
  'idempotencyKey',
  'status',
  'paymentStatus',
  'trackingNumber',
  'notes',
  'role',
  'code',
  'discountType',
  'discountValue',
  'validFrom',
  'validUntil',
  'isActive',
  'startDate',
  'endDate',
  'discountBps',
  'appliesToAll',
  'token',
  'key',
  'marketingConsent',
  'subscribed',
  'method',
  '__proto__',
  'constructor',
];

function text(random: Random): string {
  return random.pick([
    () => '',
    () => ' ',
    () => 'x'.repeat(random.int(1, 20_000)),
    () => '\u0000',
    () => 'a\u0000b',
    () => "' OR 1=1 --",
    () => '<script>alert(1)</script>',
    () => '😀'.repeat(random.int(1, 500)),
    () => '\uD800',
    () => '0000-01-01T00:00:00Z',
    () => '9999-12-31',
    () => '+275760-09-13T00:00:00.000Z',
    () => '-1',
    () => '1e309',
    () => 'NaN',
    () => '00000000-0000-0000-0000-000000000000',
    () => '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    () => '../../etc/passwd',
    () => '%00%ff%fe',
    () => 'null',
  ])();
}

function value(random: Random, depth = 0): unknown {
  const kinds = [
    () => null,
    () => random.chance(0.5),
    () =>
      random.pick([0, -1, 1, 0.5, -0.0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER]),
    () => random.int(-1_000_000, 1_000_000),
    () => text(random),
    ...(depth < 3
      ? [
          () => Array.from({ length: random.int(0, 4) }, () => value(random, depth + 1)),
          () => Array.from({ length: 5_000 }, () => random.int(0, 9)),
          () => object(random, depth + 1),
        ]
      : []),
  ];
  return random.pick(kinds)();
}

function object(random: Random, depth = 0): Record<string, unknown> {
  const entries = Array.from({ length: random.int(0, 8) }, () => [
    random.chance(0.9) ? random.pick(FIELD_NAMES) : text(random).slice(0, 50),
    value(random, depth),
  ]);
  return Object.fromEntries(entries);
}

/** Percent-encoded; a lone surrogate (which cannot be) becomes the bytes a careless client sends. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path with its parameters filled with junk, and maybe a junk query. */
function path(random: Random, template: string, productId: string): string {
  const filled = template.replace(/:[a-z]+/gi, () =>
    encoded(random.chance(0.2) ? productId : text(random).slice(0, random.int(0, 300))),
  );
  if (!random.chance(0.6)) return filled;
  const query = Array.from({ length: random.int(1, 4) }, () => {
    const name = random.pick([
      'q',
      'cursor',
      'sort',
      'min',
      'max',
      'category',
      'limit',
      'key',
      'order',
      'name',
      'offset',
    ]);
    return `${name}=${encoded(String(value(random, 2)).slice(0, 2_000))}`;
  });
  return `${filled}?${query.join('&')}`;
}

/** A body: JSON of any shape, broken JSON, a form, bytes, or nothing. */
function body(random: Random): { payload?: string | Buffer; contentType?: string } {
  return random.pick([
    () => ({}),
    () => ({ payload: JSON.stringify(object(random)), contentType: 'application/json' }),
    () => ({ payload: JSON.stringify(value(random)), contentType: 'application/json' }),
    () => ({
      payload: random.pick(['{', '[', '{"a":', 'nul', '{"a":1}}', '\u0000']),
      contentType: 'application/json',
    }),
    () => ({ payload: '', contentType: 'application/json' }),
    () => ({
      payload: new URLSearchParams(Object.entries(object(random)).map(([k, v]) => [k, String(v)])).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
    () => ({
      payload: Buffer.from(Array.from({ length: random.int(1, 4_000) }, () => random.int(0, 255))),
      contentType: random.pick(['image/png', 'application/octet-stream', 'application/json']),
    }),
    () => ({
      payload: JSON.stringify(object(random)),
      contentType: random.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ]),
    }),
  ])();
}

/** Every path inside a value (keys of objects, indexes of arrays), the value itself as []. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...prefix, key]))];
}

/** A valid body with one or two of its parts replaced by junk, or dropped, or a junk field added. */
function mutated(random: Random, valid: object): unknown {
  const result: unknown = structuredClone(valid);
  for (let n = random.int(1, 2); n > 0; n--) {
    const at = random.pick(pathsOf(result));
    if (at.length === 0) return value(random);
    const parent = at
      .slice(0, -1)
      .reduce<Record<string, unknown>>(
        (node, key) => node[key] as Record<string, unknown>,
        result as Record<string, unknown>,
      );
    const key = at[at.length - 1]!;
    if (random.chance(0.15)) delete parent[key];
    else if (random.chance(0.1)) parent[random.pick(FIELD_NAMES)] = value(random);
    else parent[key] = random.chance(0.5) ? text(random) : value(random);
  }
  return result;
}

describe('malformed requests', () => {
  it(`answer ${REQUESTS} requests over every endpoint without a single 5xx`, async () => {
    const t = file.t;
    const random = createRandom(SEED);
    const productId = await insertProduct(t.db, { inventoryQuantity: 500 });
    const couponId = await insertCoupon(t.db);
    const customer = await signUpAs(t);
    const placed = json<{ order: { id: string }; accessKey: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: checkoutBody(),
        cookies: await cartWith(t, [{ productId }]),
      }),
    );
    const promotionId = json<{ id: string }>(
      await file.call('POST', '/api/admin/promotions', promotionInput({ isActive: false })),
    ).id;
    const product = {
      sku: 'FUZZ-1',
      title: 'Fuzz Board',
      description: 'A board.',
      priceCents: 10_000,
      category: 'homeware',
      images: [],
      inventoryQuantity: 3,
      featured: false,
    };
    const coupon = couponInput({ code: 'FUZZ' });
    const promotion = promotionInput({ appliesToAll: false, category: 'gym', isActive: false });
    /** Each write with a valid body and real ids: the junk goes one field deep past validation. */
    const VALID: Array<{ method: string; url: string; body: object }> = [
      { method: 'POST', url: '/api/cart/items', body: { productId, quantity: 1 } },
      {
        method: 'POST',
        url: '/api/checkout/quote',
        body: { couponCode: 'FUZZ', deliveryMethod: 'standard' },
      },
      { method: 'POST', url: '/api/orders', body: checkoutBody({ marketingConsent: true }) },
      {
        method: 'POST',
        url: `/api/orders/${placed.order.id}/pay`,
        body: { method: 'eft', key: placed.accessKey },
      },
      {
        method: 'POST',
        url: '/api/auth/sign-up',
        body: {
          fullName: 'Fuzz',
          email: 'fuzz@example.com',
          password: 'fuzz-password',
          marketingConsent: true,
        },
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: { email: customer.email, password: 'secret-password' },
      },
      { method: 'POST', url: '/api/auth/password-reset/request', body: { email: customer.email } },
      {
        method: 'POST',
        url: '/api/auth/password-reset',
        body: { token: 'a'.repeat(43), password: 'new-fuzz-password' },
      },
      { method: 'PUT', url: '/api/account/marketing', body: { subscribed: true } },
      { method: 'DELETE', url: '/api/account', body: { password: 'not-the-password' } },
      { method: 'PUT', url: `/api/admin/users/${customer.id}/role`, body: { role: 'customer' } },
      { method: 'POST', url: '/api/admin/products', body: product },
      {
        method: 'PUT',
        url: `/api/admin/products/${productId}`,
        body: { ...product, loadedInventoryQuantity: 3 },
      },
      {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.order.id}`,
        body: { status: 'processing', paymentStatus: 'pending', trackingNumber: 'T1', notes: 'n' },
      },
      { method: 'POST', url: '/api/admin/coupons', body: coupon },
      { method: 'PUT', url: `/api/admin/coupons/${couponId}`, body: coupon },
      { method: 'PATCH', url: `/api/admin/coupons/${couponId}/active`, body: { isActive: true } },
      { method: 'POST', url: '/api/admin/promotions', body: promotion },
      { method: 'PUT', url: `/api/admin/promotions/${promotionId}`, body: promotion },
      { method: 'PATCH', url: `/api/admin/promotions/${promotionId}/active`, body: { isActive: false } },
    ];
    const ROUTES = routes();
    for (const { method, path } of Object.values(endpoints)) {
      if (path !== endpoints.streamEvents.path)
        expect(ROUTES, `${method} ${path}`).toContainEqual({ method, url: path });
    }
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      if (random.chance(0.5)) {
        const write = random.pick(VALID);
        const res = await t.app.inject({
          method: write.method as 'POST',
          url: write.url,
          payload: JSON.stringify(mutated(random, write.body)),
          headers: { 'content-type': 'application/json' },
          cookies: file.admin.cookies,
        });
        if (res.statusCode >= 500)
          failures.push(`#${i} ${write.method} ${write.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const route = random.pick(ROUTES);
      const method =
        route.url === endpoints.streamEvents.path || random.chance(0.95)
          ? route.method
          : random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      const url = path(random, route.url, productId);
      const { payload, contentType } = method === 'GET' || method === 'HEAD' ? {} : body(random);
      const asAdmin = random.chance(0.5) && !route.url.startsWith('/api/auth/');
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload !== undefined && { payload }),
        headers: {
          ...(contentType && { 'content-type': contentType }),
          ...(random.chance(0.1) && {
            cookie: `session=${text(random).slice(0, 100)}; cart_session=${text(random).slice(0, 60)}`,
          }),
        },
        ...(asAdmin && { cookies: file.admin.cookies }),
      });
      if (res.statusCode >= 500) {
        failures.push(
          `#${i} ${method} ${url.slice(0, 200)} (${contentType ?? 'no body'}): ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
