import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.js';

const cacheFor = () => createResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1024 * 1024 });

/** A promise and what settles it: a read still under way when a change lands. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const pageRequest = (url: string) => ({ url, routeOptions: { url: '/category/:slug' } }) as FastifyRequest;

describe('response cache', () => {
  it('keeps an answer for the next request to the same URL', async () => {
    const cache = cacheFor();
    let reads = 0;
    const produce = () => Promise.resolve({ price: ++reads });
    expect(await cache.data('/api/products/1', produce)).toEqual({ price: 1 });
    expect(await cache.data('/api/products/1', produce)).toEqual({ price: 1 });
    expect(reads).toBe(1);
  });

  it('does not keep an answer whose reads began before a change cleared the cache', async () => {
    const cache = cacheFor();
    const read = pending<{ price: number }>();
    const answering = cache.data('/api/products/1', () => read.promise);
    // The change commits and clears while the request still holds the old row.
    cache.clear();
    read.resolve({ price: 100 });
    expect(await answering).toEqual({ price: 100 });
    // The next request reads again and sees the change.
    expect(await cache.data('/api/products/1', () => Promise.resolve({ price: 200 }))).toEqual({
      price: 200,
    });
    expect(await cache.data('/api/products/1', () => Promise.resolve({ price: 300 }))).toEqual({
      price: 200,
    });
  });

  it('does not keep a page rendered across a clear', () => {
    const cache = cacheFor();
    const stale = cache.keeper(pageRequest('/category/gym'));
    cache.clear();
    stale(200, Buffer.from('<p>R100</p>'), 'text/html');
    expect(cache.keptPage('/category/gym')).toBeUndefined();

    cache.keeper(pageRequest('/category/gym'))(200, Buffer.from('<p>R200</p>'), 'text/html');
    expect(cache.keptPage('/category/gym')?.body.toString()).toBe('<p>R200</p>');
  });

  it('holds at most its bytes, a compressed copy counted once it is made: the oldest pages go first', () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 240_000 });
    // Random text: about 100 KB as it is, about half of that compressed.
    const page = () => Buffer.from(randomBytes(50_000).toString('hex'));
    const keep = (url: string) => cache.keeper(pageRequest(url))(200, page(), 'text/html');
    const askInBrotli = (url: string) =>
      cache.answerEarly(
        { url, headers: { 'accept-encoding': 'br' } } as IncomingMessage,
        { writeHead: () => ({ end: () => undefined }) } as unknown as ServerResponse,
        { security: {}, requestId: '1', anonymous: () => true },
      );
    keep('/category/a');
    keep('/category/b');
    expect(askInBrotli('/category/a')?.status).toBe(200);
    // A's compressed copy took the room B held.
    expect(cache.keptPage('/category/a')).toBeDefined();
    expect(cache.keptPage('/category/b')).toBeUndefined();
    keep('/category/c');
    expect(cache.keptPage('/category/a')).toBeUndefined();
    expect(cache.keptPage('/category/c')).toBeDefined();
  });

  it('counts what is kept with a page (its parts compressed) against the bound, and not for a page no longer kept', () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 250 });
    const keep = (url: string, body: Buffer) => cache.keeper(pageRequest(url))(200, body, 'text/html');
    const a = Buffer.alloc(100, 'a');
    keep('/category/a', a);
    keep('/category/b', Buffer.alloc(100, 'b'));
    cache.keptWith('/category/a', Buffer.alloc(100, 'a'), 100);
    expect(cache.keptPage('/category/b')).toBeDefined();
    cache.keptWith('/category/a', a, 100);
    expect(cache.keptPage('/category/a')).toBeDefined();
    expect(cache.keptPage('/category/b')).toBeUndefined();
  });
});
