import type { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { contract } from '../../shared/api/contract.js';
import {
  type EndpointInput,
  type EndpointKind,
  type EndpointName,
  type EndpointResponse,
  type HandlerResult,
  type JsonEndpointName,
  type ParsedInput,
  endpointUrl,
  endpoints,
} from '../../shared/api/endpoints.js';
import type { InProcessOutcome } from '../../shared/api/server-render.js';
import { type CsvFile, allowLongWork, sendCsv, uploadedCsv } from './csv.js';
import { AppError } from './errors.js';
import type { ResponseCache } from './response-cache.js';

/** A stored file the image kind answers with. */
export interface ServedFile {
  contentType: string;
  bytes: Buffer;
}

type KindOf<Name extends EndpointName> = (typeof endpoints)[Name]['kind'];
type Answer<T> = Promise<T> | T;

/** What a handler of each kind receives besides the parsed params and query, and what it answers. */
interface Handlers<Name extends EndpointName> {
  json: (
    input: ParsedInput<Name>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Answer<HandlerResult<Name>>;
  /** The body is the CSV file, read as it arrives and cut off past the endpoint's limit. */
  'csv-upload': (
    input: ParsedInput<Name> & { file: Readable },
    request: FastifyRequest,
  ) => Answer<HandlerResult<Name>>;
  /** The body is the image file, whole. */
  'image-upload': (
    input: ParsedInput<Name> & { file: Buffer },
    request: FastifyRequest,
  ) => Answer<HandlerResult<Name>>;
  'csv-download': (input: ParsedInput<Name>, request: FastifyRequest) => Answer<CsvFile>;
  'pdf-download': (input: ParsedInput<Name>, request: FastifyRequest) => Answer<PdfFile>;
  image: (input: ParsedInput<Name>) => Answer<ServedFile>;
  /** Takes over the connection (reply.hijack) and writes the stream itself. */
  'event-stream': (input: ParsedInput<Name>, request: FastifyRequest, reply: FastifyReply) => void;
  /** The form's body as sent; answers where to send the browser, or nothing: either way with the contract's status. */
  'form-post': (
    input: ParsedInput<Name> & { form: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Answer<string | void>;
  text: (input: ParsedInput<Name>, request: FastifyRequest) => Answer<string>;
  xml: (input: ParsedInput<Name>, request: FastifyRequest) => Answer<string>;
}

export type EndpointHandler<Name extends EndpointName> = Handlers<Name>[KindOf<Name>];

/** A PDF to download: its file name (plain ASCII) and its bytes. */
export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

/** How a kind of endpoint is registered beyond its method, path and schemas. */
export interface ServeOptions {
  /** Public catalogue reads (json): answered from the response cache (response-cache.ts). */
  cache?: ResponseCache;
  onRequest?: RouteShorthandOptions['onRequest'];
  /** The largest body the endpoint takes, when it is not the app's. */
  bodyLimit?: number;
  /** How long its body may take to arrive, when longer than the app's request timeout. */
  bodyDeadlineMs?: number;
  /** How the answer may be cached (text, xml and image answers). */
  cacheControl?: string;
  /** A refusal of the body while it arrives (too large), in the endpoint's own words. */
  errorHandler?: RouteOptions['errorHandler'];
  /**
   * A file sent as the body (csv-upload): cut off with `tooLarge` past `maxBytes`; `workMs` lets
   * the work outlast the server's idle timeout (an import's transaction).
   */
  upload?: { maxBytes: number; tooLarge: string; workMs?: number };
}

type AnyHandler = (input: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/** A JSON handler recorded for in-process calls, with the response cache its route answers from. */
interface Registered {
  handler: AnyHandler;
  cache: ResponseCache | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The JSON handlers registered by serve(), so the server renderer can call them in process. */
    endpointHandlers: Map<EndpointName, Registered>;
  }
}

/** Once, on the root instance: the registry every plugin's serve() writes to. */
export function registerEndpointHandlers(app: FastifyInstance): void {
  app.decorate('endpointHandlers', new Map());
}

/** The content type of each kind's successful answer, for the API reference. */
const ANSWER_TYPES: Partial<Record<EndpointKind, string>> = {
  'csv-download': 'text/csv',
  'pdf-download': 'application/pdf',
  'event-stream': 'text/event-stream',
  image: 'image/webp',
  text: 'text/plain',
  xml: 'application/xml',
};

/** The content type each kind's body arrives in, read by a parser of the endpoint's own. */
const BODY_PARSERS: Partial<Record<EndpointKind, (scope: FastifyInstance, options: ServeOptions) => void>> = {
  // Handed over unread: the handler reads the file as it arrives.
  'csv-upload': (scope) =>
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload)),
  // Any content type: the bytes decide what the file is, not its name or type.
  'image-upload': (scope, { bodyLimit }) =>
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    ),
  'form-post': (scope, { bodyLimit }) =>
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, body),
    ),
};

const TEXT_TYPES: Partial<Record<EndpointKind, string>> = {
  text: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/**
 * Registers the route of a contract endpoint: its method, path, schemas and kind come from
 * src/shared/api, and its kind says how its body is read and its answer written. A successful
 * answer goes out with the contract's status (200 unless it says otherwise).
 */
export function serve<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: EndpointHandler<Name>,
  options: ServeOptions = {},
): void {
  const { method, path, kind } = endpoints[name];
  // The contract's paths are whole; a plugin registered under a prefix (the admin's) adds its own.
  if (!path.startsWith(app.prefix)) throw new Error(`${name} (${path}) is not under ${app.prefix}`);
  const schemas: (typeof contract)[EndpointName] = contract[name];
  const status = 'status' in schemas ? schemas.status : 200;
  const answerType = ANSWER_TYPES[kind];
  const input = (request: FastifyRequest) =>
    ({ params: request.params, query: request.query, body: request.body }) as ParsedInput<Name>;
  const run = handler as AnyHandler;

  const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    switch (kind) {
      case 'json': {
        const result = await run(input(request), request, reply);
        reply.status(status);
        return result;
      }
      case 'csv-upload': {
        if (!options.upload) throw new Error(`${name} takes a file: give its limit`);
        if (options.upload.workMs) allowLongWork(request, reply, options.upload.workMs);
        const file = uploadedCsv(request, options.upload.maxBytes, options.upload.tooLarge);
        const result = await run({ ...input(request), file }, request, reply);
        reply.status(status);
        return result;
      }
      case 'image-upload': {
        const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await run({ ...input(request), file }, request, reply);
        reply.status(status);
        return result;
      }
      case 'csv-download':
        return sendCsv(request, reply, (await run(input(request), request, reply)) as CsvFile);
      case 'pdf-download': {
        const file = (await run(input(request), request, reply)) as PdfFile;
        // Someone's own document: kept by no cache on the way.
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      }
      case 'image': {
        const file = (await run(input(request), request, reply)) as ServedFile;
        return reply.type(file.contentType).header('cache-control', options.cacheControl).send(file.bytes);
      }
      case 'event-stream':
        return run(input(request), request, reply);
      case 'form-post': {
        const form = typeof request.body === 'string' ? request.body : '';
        const location = await run({ ...input(request), form }, request, reply);
        return typeof location === 'string' ? reply.redirect(location, status) : reply.status(status).send();
      }
      case 'text':
      case 'xml': {
        const body = (await run(input(request), request, reply)) as string;
        return reply.type(TEXT_TYPES[kind]!).header('cache-control', options.cacheControl).send(body);
      }
    }
  };

  const { cache, onRequest, bodyLimit, bodyDeadlineMs, errorHandler } = options;
  const route = (scope: FastifyInstance) => {
    // An event stream never ends: its HEAD answers at once (registered first, so Fastify makes no other).
    if (kind === 'event-stream') {
      scope.head(path.slice(app.prefix.length), { schema: { hide: true } }, async (_request, reply) => {
        reply.headers(EVENT_STREAM_HEADERS).status(200).send();
      });
    }
    scope.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: path.slice(app.prefix.length),
      schema: {
        operationId: name,
        summary: schemas.summary,
        tags: [schemas.tag],
        ...('params' in schemas && { params: schemas.params }),
        ...('query' in schemas && { querystring: schemas.query }),
        ...('body' in schemas && { body: schemas.body }),
        response: {
          [status]: answerType
            ? { description: schemas.response.description, content: { [answerType]: { schema: z.string() } } }
            : schemas.response,
        },
      },
      ...(cache ? { onRequest: cache.answerFromCache } : onRequest ? { onRequest } : {}),
      ...(bodyLimit && { bodyLimit }),
      ...(bodyDeadlineMs && { config: { bodyDeadlineMs } }),
      ...(errorHandler && { errorHandler }),
      handler: cache
        ? (request, reply) => cache.serve(request, reply, async () => run(input(request), request, reply))
        : answer,
    });
  };

  const parser = BODY_PARSERS[kind];
  // A body parser is the endpoint's own: registered in a scope of its own, no other route takes
  // such a body (a JSON endpoint still answers 415 to a form post).
  if (parser) {
    void app.register(async (scope) => {
      parser(scope, options);
      route(scope);
    });
  } else {
    route(app);
  }
  // An app without the registry (a test's bare app) never calls its handlers in process.
  if (kind === 'json' && app.hasDecorator('endpointHandlers')) {
    app.endpointHandlers.set(name, { handler: run, cache });
  }
}

/** What an event stream's answer (and its HEAD) says of itself. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
} as const;

/**
 * Calls an endpoint's handler in process, as the route would: the input parsed by the contract's
 * schemas, the answer shaped by its response schema, an AppError turned into the API's error.
 */
export async function callInProcess<Name extends JsonEndpointName>(
  app: FastifyInstance,
  name: Name,
  raw: { params?: unknown; query?: unknown; body?: unknown },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<InProcessOutcome<Name>> {
  const registered = app.endpointHandlers.get(name);
  if (!registered) throw new Error(`No handler is registered for ${name}`);
  const { handler, cache } = registered;
  const schemas: (typeof contract)[EndpointName] = contract[name];
  const parsed: Record<string, unknown> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = (schemas as Partial<Record<typeof part, ZodType>>)[part];
    if (!schema) continue;
    const result = schema.safeParse(raw[part] ?? {});
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Invalid request';
      return { ok: false, status: 400, code: 'validation_error', message };
    }
    parsed[part] = result.data;
  }
  try {
    const answer = async () => schemas.response.parse(await handler(parsed, request, reply));
    // A public catalogue read answers from the same cache as its route, under the address the
    // browser would ask (a page rendered for a visitor with a cart still reads the cached listing).
    const data = cache
      ? await cache.data(endpointUrl(name, raw as EndpointInput<Name>), answer)
      : await answer();
    return { ok: true, data: data as EndpointResponse<Name> };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, status: error.statusCode, code: error.code, message: error.message };
    }
    throw error;
  }
}
