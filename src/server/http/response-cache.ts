import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type Encoding, MIN_COMPRESSED_BYTES, chooseEncoding, compressOnce } from './compression.js';
import { createKeptValues } from './kept-values.js';
import { REQUEST_ID_HEADER } from './request-id.js';

interface Entry {
  status: number;
  body: Buffer;
  /** Each representation (identity, and each encoding on the first request that accepts it). */
  representations: Partial<Record<Encoding | 'identity', Representation>>;
  headers: Record<string, string>;
  etag: string;
  /**
   * The route that answered it (the metrics' label) when a request did, and whether it is the same
   * for every visitor (JSON) or only for every anonymous one (a page): either may go out before
   * Fastify (answerEarly), a page only to an anonymous visitor.
   */
  route: string | undefined;
  shared: boolean;
}

/** One representation of an answer: made once, sent as it is. */
interface Representation {
  body: Buffer;
  /** The entry's headers with this representation's validator and encoding. */
  headers: Record<string, string>;
  /** Those with the headers Fastify's hooks add (security) and the length: an early answer's head. */
  head?: Record<string, string>;
}

/**
 * What an entry answers a request: the representation it accepts, or 304 with that representation's
 * headers but its encoding when the client has it already.
 */
type Answer =
  | { status: number; representation: Representation; notModified: false }
  | { status: 304; headers: Record<string, string>; notModified: true };

export interface ResponseCacheOptions {
  /** How long an answer may be served after it was computed: bounds staleness across app servers. */
  ttlMs: number;
  maxEntries: number;
  /** The bytes of the answers kept, every representation counted: a page is about 150 KB. */
  maxBytes: number;
}

/**
 * Serialized answers of public catalogue reads and anonymous server-rendered pages, keyed by URL. A
 * product change made here clears it; the TTL bounds what another app server's change or a
 * promotion's start may leave stale.
 */
const JSON_TYPE = 'application/json; charset=utf-8';

export function createResponseCache(options: ResponseCacheOptions) {
  const entries = createKeptValues<Entry>({
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes,
    now: Date.now,
  });
  const fresh = (key: string) => entries.fresh(key);

  function entryOf(
    status: number,
    body: Buffer,
    contentType: string,
    { route, shared }: { route: string | undefined; shared: boolean },
  ): Entry {
    return {
      status,
      body,
      representations: {},
      headers: { 'cache-control': 'no-cache', 'content-type': contentType, vary: 'accept-encoding' },
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      route,
      shared,
    };
  }

  /** Keeps an entry made from reads begun at `begun` (entries.begin()), unless a clear came since. */
  function keepEntry(key: string, entry: Entry, begun: number): void {
    entries.keep(key, entry, Date.now() + options.ttlMs, begun, entry.body.length);
  }

  /** An entry's representation in an encoding, made on the first request for it and counted then. */
  function representation(key: string, entry: Entry, encoding: Encoding | undefined): Representation {
    const made = entry.representations[encoding ?? 'identity'];
    if (made) return made;
    if (!encoding) {
      return (entry.representations.identity = {
        body: entry.body,
        headers: { ...entry.headers, etag: entry.etag },
      });
    }
    const compressed: Representation = {
      body: compressOnce(entry.body, encoding),
      // Each representation has its own validator (RFC 9110 §8.8.3).
      headers: {
        ...entry.headers,
        etag: `${entry.etag.slice(0, -1)}-${encoding}"`,
        'content-encoding': encoding,
      },
    };
    entry.representations[encoding] = compressed;
    entries.grew(key, entry, compressed.body.length);
    return compressed;
  }

  function answer(key: string, entry: Entry, request: IncomingHttpHeaders): Answer {
    const encoding =
      entry.body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(request['accept-encoding']) : undefined;
    const chosen = representation(key, entry, encoding);
    if (request['if-none-match'] !== chosen.headers.etag || entry.status !== 200)
      return { status: entry.status, representation: chosen, notModified: false };
    const { 'content-encoding': _encoding, ...headers } = chosen.headers;
    return { status: 304, headers, notModified: true };
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    const found = answer(request.url, entry, request.headers);
    if (found.notModified) return reply.code(304).headers(found.headers).send();
    return reply.code(found.status).headers(found.representation.headers).send(found.representation.body);
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

    /**
     * For the server's request listener, before Fastify's routing and hooks (which decides it is a
     * GET to answer early): sends the fresh answer every visitor gets for this URL, with the headers
     * Fastify's hooks would have added, and says what it sent; undefined (nothing sent) otherwise.
     */
    answerEarly(
      request: IncomingMessage,
      response: ServerResponse,
      {
        security,
        requestId,
        anonymous,
      }: { security: Record<string, string>; requestId: string; anonymous: () => boolean },
    ): { status: number; route: string } | undefined {
      const { url } = request;
      const entry = url === undefined ? undefined : fresh(url);
      if (url === undefined || entry?.route === undefined || (!entry.shared && !anonymous()))
        return undefined;
      const found = answer(url, entry, request.headers);
      if (found.notModified) {
        response.writeHead(304, { ...security, ...found.headers, [REQUEST_ID_HEADER]: requestId }).end();
        return { status: 304, route: entry.route };
      }
      const { status, representation: chosen } = found;
      // Made once per representation (the security headers depend on the URL alone).
      chosen.head ??= { ...security, ...chosen.headers, 'content-length': String(chosen.body.length) };
      response.writeHead(status, { ...chosen.head, [REQUEST_ID_HEADER]: requestId }).end(chosen.body);
      return { status, route: entry.route };
    },

    clear(): void {
      entries.clear();
    },

    /** Answers from the cache when it can, otherwise from produce(), with an ETag either way. */
    async serve(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>) {
      const found = fresh(request.url);
      if (found) return send(request, reply, found);
      const begun = entries.begin();
      const entry = entryOf(200, Buffer.from(JSON.stringify(await produce())), JSON_TYPE, {
        route: request.routeOptions.url ?? 'unmatched',
        shared: true,
      });
      keepEntry(request.url, entry, begun);
      return send(request, reply, entry);
    },

    /** The data of a JSON answer for a URL, from the cache when it is fresh (an in-process call). */
    async data(url: string, produce: () => Promise<unknown>): Promise<unknown> {
      const found = fresh(url);
      if (found) return JSON.parse(found.body.toString('utf8')) as unknown;
      const begun = entries.begin();
      const value = await produce();
      keepEntry(
        url,
        entryOf(200, Buffer.from(JSON.stringify(value)), JSON_TYPE, { route: undefined, shared: true }),
        begun,
      );
      return value;
    },

    /** Sends the fresh answer kept for this URL, if there is one. */
    sendFresh(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
      const entry = fresh(request.url);
      return entry && send(request, reply, entry);
    },

    /** The page kept for anonymous visitors at this URL, while it is fresh. */
    keptPage(url: string): { status: number; body: Buffer; route: string | undefined } | undefined {
      const entry = fresh(url);
      return entry && !entry.shared ? entry : undefined;
    },

    /**
     * Counts bytes made from the page kept at this URL and kept as long as it (its parts compressed
     * for joining), so the cache's bound holds them too; nothing when that page is no longer kept.
     */
    keptWith(url: string, body: Buffer, bytes: number): void {
      const entry = fresh(url);
      if (entry?.body === body) entries.grew(url, entry, bytes);
    },

    /**
     * Before a page is rendered for an anonymous visitor: what keeps it for the next one to ask for
     * the same URL, unless a change cleared the cache while it was rendered.
     */
    keeper(request: FastifyRequest): (status: number, body: Buffer, contentType: string) => void {
      const begun = entries.begin();
      return (status, body, contentType) =>
        keepEntry(
          request.url,
          entryOf(status, body, contentType, {
            route: request.routeOptions.url ?? 'unmatched',
            shared: false,
          }),
          begun,
        );
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
