import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Cached catalogue answers go out from the server's request listener, before Fastify's routing and
 * hooks (http-app.ts). Only a real socket reaches that listener (inject does not): each answer given
 * early must be the one Fastify gives, headers and all.
 */
let t: TestApp;
let port: number;
const TOKEN = 'early-answers-metrics-token';
const LISTING = '/api/products?category=gym';

beforeAll(async () => {
  t = await createTestApp(undefined, { env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '127.0.0.1' } });
  // Enough products for an answer worth compressing.
  for (let i = 0; i < 12; i++) await insertProduct(t.db, { category: 'gym', title: `Kettlebell ${i}` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The headers that differ from one answer to the next whoever gives it. */
const stable = ({ date: _date, 'x-request-id': _id, ...rest }: IncomingHttpHeaders) => rest;

/** How many requests the metrics have counted for the listing's route, by status. */
async function counted(status: number): Promise<number> {
  const { body } = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  const line = body
    .toString('utf8')
    .split('\n')
    .find(
      (l) =>
        l.startsWith('shop_http_request_duration_seconds_count{') &&
        l.includes('route="/api/products"') &&
        l.includes('method="GET"') &&
        l.includes(`status="${status}"`),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('answers given before Fastify', () => {
  it.each([
    ['as it is', 'newest', {}],
    ['in Brotli', 'price-asc', { 'accept-encoding': 'br' }],
    ['in gzip', 'price-desc', { 'accept-encoding': 'gzip, deflate' }],
  ])(
    'a cached listing %s: the same status, headers and bytes as Fastify gave',
    async (_name, sort, headers) => {
      // A listing no test asked for yet: the first answer is Fastify's, which keeps it; the second is early.
      const url = `${LISTING}&sort=${sort}`;
      const fromFastify = await get(url, headers);
      const early = await get(url, headers);
      expect(fromFastify.status).toBe(200);
      expect(early.status).toBe(200);
      expect(stable(early.headers)).toEqual(stable(fromFastify.headers));
      expect(early.body.equals(fromFastify.body)).toBe(true);
      expect(early.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(early.headers['x-request-id']).not.toBe(fromFastify.headers['x-request-id']);
    },
  );

  it('answers 304 to a client that has it, with the headers Fastify gives', async () => {
    const first = await get(LISTING, { 'accept-encoding': 'br' });
    const validator = { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string };
    const early = await get(LISTING, validator);
    expect(early.status).toBe(304);
    expect(early.body.length).toBe(0);
    const fromFastify = await t.app.inject({ method: 'GET', url: LISTING, headers: validator });
    expect(fromFastify.statusCode).toBe(304);
    const { 'content-length': _length, ...fastifyHeaders } = stable(
      fromFastify.headers as IncomingHttpHeaders,
    );
    expect(stable(early.headers)).toMatchObject(fastifyHeaders);
  });

  it('are counted by the metrics and carry a trusted proxy’s request id', async () => {
    await get(LISTING);
    const before = await counted(200);
    const early = await get(LISTING, { 'x-request-id': 'lb-7f3a.1' });
    expect(early.headers['x-request-id']).toBe('lb-7f3a.1');
    expect(await counted(200)).toBe(before + 1);
  });

  it('are never a HEAD: Fastify answers it', async () => {
    await get(LISTING);
    const before = await counted(200);
    const head = await get(LISTING, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-security-policy']).toBeDefined();
    expect(await counted(200)).toBe(before);
  });
});
