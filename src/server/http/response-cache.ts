import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type Encoding, MIN_COMPRESSED_BYTES, chooseEncoding, compressOnce } from './compression.js';

interface Entry {
  status: number;
  body: Buffer;
  /** Compressed copies, each made on the first request that accepts it. */
  encoded: Partial<Record<Encoding, Buffer>>;
  headers: Record<string, string>;
  etag: string;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  /** How long an answer may be served after it was computed: bounds staleness across app servers. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Serialized answers of public catalogue reads and anonymous server-rendered pages, keyed by URL. A
 * product change made here clears it; the TTL bounds what another app server's change or a
 * promotion's start may leave stale.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  function store(key: string, status: number, body: Buffer, contentType: string): Entry {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = { 'cache-control': 'no-cache', 'content-type': contentType, vary: 'accept-encoding' };
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    const entry = { status, body, encoded: {}, headers, etag, expiresAt: Date.now() + options.ttlMs };
    entries.set(key, entry);
    return entry;
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply.headers(entry.headers);
    const encoding =
      entry.body.length >= MIN_COMPRESSED_BYTES
        ? chooseEncoding(request.headers['accept-encoding'])
        : undefined;
    // Each representation has its own validator (RFC 9110 §8.8.3).
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag && entry.status === 200) return reply.code(304).send();
    if (!encoding) return reply.code(entry.status).send(entry.body);
    const body = (entry.encoded[encoding] ??= compressOnce(entry.body, encoding));
    return reply.code(entry.status).header('content-encoding', encoding).send(body);
  }

  return {
    /**
     * An onRequest hook: a fresh answer goes out before validation and the handler. Only a URL that
     * passed validation was ever stored, so skipping validation for it changes nothing.
     */
    answerFromCache(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const entry = fresh(request.url);
      if (entry) send(request, reply, entry);
      else done();
    },

    clear(): void {
      entries.clear();
    },

    /** Answers from the cache when it can, otherwise from produce(), with an ETag either way. */
    async serve(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>) {
      const entry =
        fresh(request.url) ??
        store(
          request.url,
          200,
          Buffer.from(JSON.stringify(await produce())),
          'application/json; charset=utf-8',
        );
      return send(request, reply, entry);
    },

    /** The data of a JSON answer for a URL, from the cache when it is fresh (an in-process call). */
    async data(url: string, produce: () => Promise<unknown>): Promise<unknown> {
      const entry = fresh(url);
      if (entry) return JSON.parse(entry.body.toString('utf8')) as unknown;
      const value = await produce();
      store(url, 200, Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
      return value;
    },

    /** Sends the fresh answer kept for this URL, if there is one. */
    sendFresh(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
      const entry = fresh(request.url);
      return entry && send(request, reply, entry);
    },

    /** Keeps an answer made elsewhere (a rendered page) for the next request of the same URL. */
    keep(url: string, status: number, body: Buffer, contentType: string): void {
      store(url, status, body, contentType);
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
