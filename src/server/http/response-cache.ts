import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  /** How long an answer may be served after it was computed: bounds staleness across app servers. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Serialized answers of public catalogue reads, keyed by URL. Nothing writes products yet; once the
 * admin does, its writes clear the cache. The TTL bounds what another app server's change or a
 * promotion's start may leave stale.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();

  function store(key: string, value: unknown): Entry {
    const body = JSON.stringify(value);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, expiresAt: Date.now() + options.ttlMs };
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
    return entry;
  }

  return {
    /** Answers from the cache when it can, otherwise from produce(), with an ETag either way. */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      produce: () => Promise<unknown>,
    ): Promise<string> {
      const key = request.url;
      let entry = entries.get(key);
      if (!entry || entry.expiresAt <= Date.now()) entry = store(key, await produce());
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return '';
      }
      return entry.body;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
