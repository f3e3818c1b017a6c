import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, checkoutBody, placeOrder } from '../testing/checkout.js';
import { insertProduct } from '../testing/fixtures.js';
import { type TestApp, createTestApp } from '../testing/test-app.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** /metrics in Prometheus's text format, for the monitoring alone (docs/decisions/0024-operations.md). */
const TOKEN = 'a-metrics-token-of-some-length';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });
const bearer = { authorization: `Bearer ${TOKEN}` };

/** Every line of the text exposition format: a comment (HELP, TYPE) or a sample (NaN and Inf in any case, as Prometheus reads them). */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? [-+]?(\d+(\.\d+)?(e[-+]?\d+)?|[Nn]a[Nn]|[Ii]nf)$/;

function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    expect(line).toMatch(SAMPLE);
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

describe('metrics', () => {
  it('refuses a caller without the token or with a wrong one, and an address not allowed', async () => {
    expect((await scrape()).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer a-metrics-token-of-some-lengtX' })).statusCode).toBe(403);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(403);
    const closed = await createTestApp();
    try {
      // Neither a token nor an address configured: nobody reads them.
      expect((await closed.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(
        403,
      );
    } finally {
      await closed.close();
    }
  });

  it('answers an allowed address without the token', async () => {
    const open = await createTestApp(undefined, { env: { METRICS_ALLOW: '10.0.0.9,127.0.0.1' } });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("answers Prometheus's text format: requests by route and status, checkouts by outcome, orders, the outbox, the index, the event loop", async () => {
    const product = await insertProduct(t.db, { inventoryQuantity: 5 });
    expect((await placeOrder(t, await cartWith(t, [{ productId: product }]))).statusCode).toBe(201);
    expect((await placeOrder(t, {}, checkoutBody())).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${randomUUID()}` })).statusCode).toBe(
      404,
    );

    const res = await scrape(bearer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const found = samples(res.body);
    expect(found.get('shop_checkouts_total{outcome="placed"}')).toBe(1);
    expect(found.get('shop_checkouts_total{outcome="refused"}')).toBe(1);
    expect(
      found.get(
        'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="404"}',
      ),
    ).toBe(1);
    expect(found.get('shop_orders{status="pending"}')).toBe(1);
    expect(found.get('shop_outbox_unsent')).toBe(1);
    expect(found.get('shop_catalogue_index_rebuilds_total')).toBeGreaterThanOrEqual(1);
    expect(found.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('gives every answer its request id: a trusted proxy’s own when it sent one, never a client’s', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: 'lb-1234.5' },
    });
    expect(untrusted.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await createTestApp(undefined, { env: { TRUST_PROXY: '1' } });
    try {
      const get = (id: string) =>
        proxied.app.inject({ method: 'GET', url: '/healthz', headers: { [REQUEST_ID_HEADER]: id } });
      expect((await get('lb-1234.5')).headers[REQUEST_ID_HEADER]).toBe('lb-1234.5');
      expect((await get('a b\nc')).headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });

  it('needs the token for a request a proxy forwarded, even from an allowed address', async () => {
    const open = await createTestApp(undefined, { env: { METRICS_ALLOW: '127.0.0.1' } });
    try {
      const res = await open.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await open.close();
    }
  });

  it('leaves out a figure whose read fails, and counts it, rather than failing the scrape', async () => {
    const broken = await createTestApp(undefined, { env: { METRICS_TOKEN: TOKEN } });
    try {
      await broken.db.kysely.schema.alterTable('payment_notifications').renameTo('payment_notices').execute();
      const first = await broken.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(first.statusCode).toBe(200);
      expect(samples(first.body).has('shop_outbox_unsent')).toBe(true);
      // A failure is counted as it happens, so the next scrape reports it.
      const res = await broken.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      const found = samples(res.body);
      expect(found.get('shop_metrics_read_errors_total{read="payment_notifications"}')).toBe(1);
      expect(found.has('shop_outbox_unsent')).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
