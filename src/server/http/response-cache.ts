import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

interface Entry {
  body: Buffer;
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
 * Serialized answers of public catalogue reads, keyed by URL. A product change made here clears it;
 * the TTL bounds what another app server's change or a promotion's start may leave stale.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  function store(key: string, value: unknown): Entry {
    const body = Buffer.from(JSON.stringify(value));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = { etag, 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' };
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    const entry = { body, headers, etag, expiresAt: Date.now() + options.ttlMs };
    entries.set(key, entry);
    return entry;
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply.headers(entry.headers);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.body);
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
      return send(request, reply, fresh(request.url) ?? store(request.url, await produce()));
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
