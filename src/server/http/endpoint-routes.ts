import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { contract } from '../../shared/api/contract.js';
import {
  type EndpointInput,
  type EndpointName,
  type EndpointResponse,
  type HandlerResult,
  type ParsedInput,
  endpointUrl,
  endpoints,
} from '../../shared/api/endpoints.js';
import type { InProcessOutcome } from '../../shared/api/server-render.js';
import { AppError } from './errors.js';
import type { ResponseCache } from './response-cache.js';

export type EndpointHandler<Name extends EndpointName> = (
  input: ParsedInput<Name>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerResult<Name>> | HandlerResult<Name>;

type AnyHandler = (input: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/** A handler recorded for in-process calls, with the response cache its route answers from. */
interface Registered {
  handler: AnyHandler;
  cache: ResponseCache | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The handlers registered by serve(), so the server renderer can call them in process. */
    endpointHandlers: Map<EndpointName, Registered>;
  }
}

/** Once, on the root instance: the registry every plugin's serve() writes to. */
export function registerEndpointHandlers(app: FastifyInstance): void {
  app.decorate('endpointHandlers', new Map());
}

export interface ServeOptions {
  /** Public catalogue reads: answered from the response cache (src/server/http/response-cache.ts). */
  cache?: ResponseCache;
  onRequest?: RouteShorthandOptions['onRequest'];
  /** The largest body the endpoint takes, when it is not the app's. */
  bodyLimit?: number;
}

/**
 * Registers the route of a contract endpoint: its method, path and schemas come from src/shared/api.
 * A successful answer goes out with the contract's status (200 unless it says 201, 202 or 204).
 */
export function serve<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: EndpointHandler<Name>,
  { cache, onRequest, bodyLimit }: ServeOptions = {},
): void {
  const { method, path } = endpoints[name];
  // The contract's paths are whole; a plugin registered under a prefix (the admin's) adds its own.
  if (!path.startsWith(app.prefix)) throw new Error(`${name} (${path}) is not under ${app.prefix}`);
  const schemas: (typeof contract)[EndpointName] = contract[name];
  const status = 'status' in schemas ? schemas.status : 200;
  const input = (request: FastifyRequest) =>
    ({ params: request.params, query: request.query, body: request.body }) as ParsedInput<Name>;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await handler(input(request), request, reply);
    reply.status(status);
    return result;
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url: path.slice(app.prefix.length),
    schema: {
      operationId: name,
      summary: schemas.summary,
      tags: [schemas.tag],
      ...('params' in schemas && { params: schemas.params }),
      ...('query' in schemas && { querystring: schemas.query }),
      ...('body' in schemas && { body: schemas.body }),
      response: { [status]: schemas.response },
    },
    ...(cache ? { onRequest: cache.answerFromCache } : onRequest ? { onRequest } : {}),
    ...(bodyLimit && { bodyLimit }),
    handler: cache
      ? (request, reply) => cache.serve(request, reply, async () => handler(input(request), request, reply))
      : answer,
  });
  // An app without the registry (a test's bare app) never calls its handlers in process.
  if (app.hasDecorator('endpointHandlers')) {
    app.endpointHandlers.set(name, { handler: handler as AnyHandler, cache });
  }
}

/**
 * Calls an endpoint's handler in process, as the route would: the input parsed by the contract's
 * schemas, the answer shaped by its response schema, an AppError turned into the API's error.
 */
export async function callInProcess<Name extends EndpointName>(
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
