import { type IncomingHttpHeaders, request } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../db/testing/test-database.js';
import { insertProduct } from '../testing/fixtures.js';
import { RAISED_LIMITS } from '../testing/raised-limits.js';

/**
 * Cached catalogue answers go out from the server's request listener, before Fastify's routing and
 * hooks (http-app.ts). Only a real socket reaches that listener (inject does not): each answer given
 * early must be the one Fastify gives, headers and all.
 */
let db: Db;
let app: FastifyInstance;
let port: number;
/** The app's log, a parsed line each: which path answered shows in it (Fastify logs 'incoming request'). */
const log: Array<{
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
}> = [];
const TOKEN = 'early-answers-metrics-token';
const LISTING = '/api/products?category=gym';

async function startApp(env: Record<string, string>): Promise<{ app: FastifyInstance; port: number }> {
  const started = await buildApp({
    config: loadConfig({
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO_DATA: 'false',
      REQUEST_LIMITS: RAISED_LIMITS,
      ...env,
    }),
    db,
    logger: { level: 'info', stream: { write: (line: string) => void log.push(JSON.parse(line)) } },
  });
  await started.listen({ port: 0, host: '127.0.0.1' });
  return { app: started, port: (started.server.address() as AddressInfo).port };
}

beforeAll(async () => {
  db = await createTestDatabase();
  // Enough products for an answer worth compressing.
  for (let i = 0; i < 12; i++) await insertProduct(db, { category: 'gym', title: `Kettlebell ${i}` });
  ({ app, port } = await startApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: '127.0.0.1' }));
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

/** How the request with this id was answered: early (no 'incoming request' line) or by Fastify. */
function answeredBy(id: string | string[] | undefined): 'early' | 'fastify' | 'unknown' {
  const lines = log.filter((line) => line.reqId === id);
  if (lines.some((line) => line.msg === 'incoming request')) return 'fastify';
  return lines.some((line) => line.msg === 'request completed') ? 'early' : 'unknown';
}

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
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
    sent.end(body);
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
    expect(answeredBy(early.headers['x-request-id'])).toBe('early');
    expect(early.status).toBe(304);
    expect(early.body.length).toBe(0);
    const fromFastify = await app.inject({ method: 'GET', url: LISTING, headers: validator });
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
    expect(answeredBy('lb-7f3a.1')).toBe('early');
    expect(await counted(200)).toBe(before + 1);
    // Its log line names the request as Fastify's do.
    const line = log.find((l) => l.reqId === 'lb-7f3a.1');
    expect(line?.req).toMatchObject({ method: 'GET', url: LISTING, remoteAddress: '127.0.0.1' });
  });

  it('take an id only from a proxy TRUST_PROXY names', async () => {
    const other = await startApp({ TRUST_PROXY: '10.9.9.9' });
    try {
      const answer = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
        request(
          { port: other.port, host: '127.0.0.1', path: LISTING, headers: { 'x-request-id': 'forged-1' } },
          (r) => {
            r.resume();
            r.on('end', () => resolve(r.headers));
          },
        )
          .on('error', reject)
          .end(),
      );
      expect(answer['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await other.app.close();
    }
  });

  it('leave a GET with a body to Fastify, whose body deadline must see it', async () => {
    await get(LISTING);
    const withBody = await get(
      LISTING,
      { 'content-type': 'application/json', 'content-length': '2' },
      'GET',
      '{}',
    );
    expect(answeredBy(withBody.headers['x-request-id'])).toBe('fastify');
  });

  it('stop once the app closes: Fastify answers 503 and closes the connection', async () => {
    const closing = await startApp({});
    await new Promise<void>((resolve) =>
      request({ port: closing.port, host: '127.0.0.1', path: LISTING }, (r) =>
        r.resume().on('end', resolve),
      ).end(),
    );
    // A request whose headers are still arriving when close() begins.
    const socket = net.connect(closing.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`GET ${LISTING} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closing.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('\r\n');
    const limit = (what: string) =>
      new Promise((_, reject) => setTimeout(() => reject(new Error(what)), 5_000));
    await Promise.race([Promise.all([closed, ended]), limit('close() hung')]);
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text.toLowerCase()).toContain('connection: close');
    socket.destroy();
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
