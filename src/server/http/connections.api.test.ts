import { type IncomingMessage, get, request } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAs, type TestApp } from '../testing/test-app.js';

/** docs/decisions/0013: connections that cannot be held without end, and client errors in the app's shape. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(undefined, {
    env: { REQUEST_TIMEOUT_SECONDS: '1', EVENT_STREAMS_PER_ADDRESS: '2', EVENT_STREAMS_MAX: '3' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Writes raw bytes on a new connection; resolves with all the server sent once it closes. */
function rawExchange(
  first: string,
  { trickle, within = 10_000 }: { trickle?: string; within?: number } = {},
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle), 200);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open: ${text}`));
    }, within);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ text, ms: Date.now() - started });
    });
  });
}

function expectJsonError(text: string, status: number, code: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(head.toLowerCase()).toContain('connection: close');
  expect(head.toLowerCase()).toContain('content-type: application/json');
  expect(JSON.parse(body)).toMatchObject({ error: { code } });
}

describe('slow and unreadable requests', () => {
  it('cuts a body sent a byte at a time once the request timeout passes, with a JSON 408', async () => {
    const { text, ms } = await rawExchange(
      'POST /api/cart/items HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      { trickle: ' ' },
    );
    expectJsonError(text, 408, 'request_timeout');
    expect(ms).toBeLessThan(5_000);
  });

  it('lets an unread body of a request answered in process outlive the timeout without an error', async () => {
    // A body no parser takes is refused unread; an injected request has no connection to cut.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'application/xml' },
      payload: '<item/>',
    });
    expect(res.statusCode).toBe(415);
    // Past the 1 s deadline: an error thrown by its timer would fail this file.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });

  it("gives the admin's image upload longer than the request timeout", async () => {
    const admin = await signUpAs(t, 'admin');
    const cookie = Object.entries(admin.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `POST /api/admin/media?name=slow.png HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
            'Content-Type: image/png\r\nContent-Length: 20\r\nConnection: close\r\n\r\n0123456789',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      // Past the 1 s timeout of this app, the rest of the body comes, and is answered.
      setTimeout(() => socket.write('0123456789'), 2_500);
    });
    expect(answer).toMatch(/^HTTP\/1.1 415 /);
  });

  it('cuts headers that never end', async () => {
    const { text } = await rawExchange('GET /api/products HTTP/1.1\r\nHost: shop\r\n', {
      trickle: 'X-A: b\r\n',
    });
    expectJsonError(text, 408, 'request_timeout');
  });

  it('answers headers too large with a JSON 431 and closes the connection', async () => {
    const { text } = await rawExchange(
      `GET /api/products HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectJsonError(text, 431, 'headers_too_large');
  });

  it('answers what is not HTTP with a JSON 400 and closes the connection', async () => {
    const { text } = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expectJsonError(text, 400, 'bad_request');
  });

  it('answers a body too large with a JSON 413 and closes the connection', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('event streams', () => {
  /** Opens /api/events; resolves with the answer once its headers arrive. */
  const open = (localAddress = '127.0.0.1') =>
    new Promise<IncomingMessage>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/api/events', localAddress }, resolve).on('error', reject);
    });
  const bodyOf = (res: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(text));
    });

  it('are capped per address (429) and in all (503), and a closed one frees its place', async () => {
    const first = await open();
    const second = await open();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await open();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    expect(JSON.parse(await bodyOf(third))).toMatchObject({ error: { code: 'too_many_requests' } });

    // Another address may open one more; past the total, everyone waits.
    const other = await open('127.0.0.2');
    expect(other.statusCode).toBe(200);
    const full = await open('127.0.0.3');
    expect(full.statusCode).toBe(503);
    expect(JSON.parse(await bodyOf(full))).toMatchObject({ error: { code: 'busy' } });

    first.destroy();
    await expect
      .poll(async () => {
        const again = await open('127.0.0.3');
        again.destroy();
        return again.statusCode;
      })
      .toBe(200);
    second.destroy();
    other.destroy();
  });

  it('answer HEAD at once', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/events', method: 'HEAD' }, resolve);
      req.on('error', reject);
      req.end();
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await bodyOf(res);
  });
});
