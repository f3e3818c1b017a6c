import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { registerApiDocs } from './api-docs.js';
import { answerClientError, registerBodyDeadline } from './client-errors.js';
import { registerEndpointHandlers } from './endpoint-routes.js';
import { registerErrorHandling } from './errors.js';
import { registerNoStoreByDefault, requestForLog } from './private-answers.js';
import { REQUEST_ID_HEADER, requestId } from './request-id.js';
import { registerRouteList } from './route-list.js';
import { registerSameOriginGuard } from './same-origin.js';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';
import { registerNulGuard } from './text-guard.js';

/**
 * Answers given before Fastify's routing and hooks, when one is ready (a cached catalogue answer,
 * the same for every visitor): the hottest requests cost about what plain node:http costs
 * (docs/benchmarks.md). What Fastify's hooks add to every answer the early one carries too: the
 * request id and the security headers; the metrics count it and the log writes it.
 */
export interface EarlyAnswers {
  /** Sends the answer with these headers added and says what it sent; undefined when it cannot. */
  send(
    request: IncomingMessage,
    response: ServerResponse,
    added: { security: Record<string, string>; requestId: string },
  ): { status: number; route: string } | undefined;
  /** Told of each answer sent early (the request metrics). */
  sent(answer: { method: string; route: string; status: number; seconds: number }): void;
}

/** The levels at which Fastify logs each request (pino's info and below). */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/** Fastify's own HTTP server (its lib/server.js, options and all), with the early answer in front. */
const withEarlyAnswers =
  (answeredEarly: (request: IncomingMessage, response: ServerResponse) => boolean): FastifyServerFactory =>
  (handler, options) => {
    // The options Fastify has completed with its defaults (typed loosely by Fastify).
    const {
      http: serverOptions = {},
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
    } = options as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    const server = http.createServer(serverOptions, (request, response) => {
      if (!answeredEarly(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };

/** Pino logger options; false silences it (tests). */
export type LoggerOption = boolean | { level: string; stream?: { write(line: string): void } };

/**
 * The HTTP side of the app before any module registers a route: limits and timeouts, the error
 * shape, the guards every request passes (same origin, no NUL, body deadline), cookies, security
 * headers and the API reference (docs/decisions/0012, 0013).
 */
export async function createHttpApp(
  config: Config,
  logger: LoggerOption | undefined,
  early?: EarlyAnswers,
): Promise<FastifyInstance> {
  const newRequestId = requestId(config.trustProxy !== false);
  // COOKIE_SECURE is set exactly when the shop is served over HTTPS.
  const securityHeadersFor = securityHeaders({
    https: config.cookieSecure,
    formActions: config.payfast ? [config.payfast.baseUrl] : [],
  });
  /** Sends the early answer when there is one; else the request goes on to Fastify. */
  const answeredEarly = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const started = performance.now();
    const id = newRequestId(request);
    const sent = early?.send(request, response, {
      security: securityHeadersFor(request.url ?? '/'),
      requestId: id,
    });
    if (!sent) return false;
    const seconds = (performance.now() - started) / 1000;
    early!.sent({ method: 'GET', route: sent.route, status: sent.status, seconds });
    if (LOGS_REQUESTS.has(app.log.level))
      app.log.info(
        {
          reqId: id,
          req: requestForLog(request),
          res: { statusCode: sent.status },
          responseTime: seconds * 1000,
        },
        'request completed',
      );
    return true;
  };
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === undefined || logger === true ? { level: config.logLevel } : logger),
            serializers: { req: requestForLog },
          },
    // A count trusts that many hops in front of the shop (Fastify's own number trusts none).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Headers must arrive within the timeout, checked every couple of seconds (a body too:
    // registerBodyDeadline); a connection idle for a minute is closed (event streams write every 25 s).
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(2_000, config.requestTimeoutMs / 2) },
    connectionTimeout: 60_000,
    clientErrorHandler: answerClientError,
    genReqId: newRequestId,
    // Fastify's own server (lib/server.js) with one step in front: an early answer when there is one.
    ...(early && { serverFactory: withEarlyAnswers(answeredEarly) }),
  });
  // A callback hook, as the same-origin guard's: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Mutations take JSON only: a text/plain form post from another site is refused (415).
  app.removeContentTypeParser('text/plain');

  registerRouteList(app);
  registerEndpointHandlers(app);
  registerErrorHandling(app);
  registerSameOriginGuard(app);
  registerNulGuard(app);
  registerBodyDeadline(app, config.requestTimeoutMs);
  await app.register(fastifyCookie);
  registerNoStoreByDefault(app);
  registerSecurityHeaders(app, securityHeadersFor);
  // Before the routes: it describes each one as it is registered.
  await registerApiDocs(app);
  return app;
}
