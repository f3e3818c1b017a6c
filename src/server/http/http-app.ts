import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { registerApiDocs } from './api-docs.js';
import { answerClientError, registerBodyDeadline } from './client-errors.js';
import { registerEndpointHandlers } from './endpoint-routes.js';
import { registerErrorHandling } from './errors.js';
import { registerNoStoreByDefault, requestForLog } from './private-answers.js';
import { REQUEST_ID_HEADER, type TrustsProxy, requestId } from './request-id.js';
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
  /**
   * Sends the answer with these headers added and says what it sent; undefined when it cannot. An
   * answer that must read first (a shared page joined for a visitor: docs/decisions/0029) says so
   * later; if its reads fail before it sent anything, the request goes on to Fastify.
   */
  send(
    request: IncomingMessage,
    response: ServerResponse,
    added: { security: Record<string, string>; requestId: string },
  ): EarlyAnswer | Promise<EarlyAnswer> | undefined;
  /** Told of each answer sent early (the request metrics). */
  sent(answer: { method: string; route: string; status: number; seconds: number }): void;
}

/** What an early answer sent. */
export interface EarlyAnswer {
  status: number;
  route: string;
}

/** The levels at which Fastify logs each request (pino's info and below). */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/** Fastify's own HTTP server (its lib/server.js, options and all), with the early answer in front. */
const withEarlyAnswers =
  (
    answeredEarly: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>,
  ): FastifyServerFactory =>
  (handler, options) => {
    // The options Fastify has completed with its defaults (typed loosely by Fastify).
    const {
      http: serverOptions = {},
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
      maxRequestsPerSocket,
    } = options as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket?: number;
    };
    const server = http.createServer(serverOptions, (request, response) => {
      const answered = answeredEarly(request, response);
      if (answered === false) handler(request, response);
      else if (answered !== true) void answered.then((done) => done || handler(request, response));
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket) server.maxRequestsPerSocket = maxRequestsPerSocket;
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
  // Which hops' X-Forwarded-* headers count (TRUST_PROXY): a count trusts that many hops in front of
  // the shop, addresses those proxies alone. One function for Fastify, the request id and early answers.
  const { trustProxy } = config;
  const trusts: TrustsProxy =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'number'
        ? (_address, hop) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  const newRequestId = requestId(trusts);
  // COOKIE_SECURE is set exactly when the shop is served over HTTPS.
  const securityHeadersFor = securityHeaders({
    https: config.cookieSecure,
    formActions: config.payfast ? [config.payfast.baseUrl] : [],
  });
  // From close() on, Fastify answers 503 and closes each connection; early answers stop.
  let closing = false;
  /** Sends the early answer when there is one (now, or once it has read what it needs); else false. */
  const answeredEarly = (request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> => {
    // Not a request with a body: the body deadline (registerBodyDeadline) must see it arrive.
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (closing || request.method !== 'GET' || hasBody) return false;
    const started = performance.now();
    const id = newRequestId(request);
    const sent = early?.send(request, response, {
      security: securityHeadersFor(request.url ?? '/'),
      requestId: id,
    });
    if (!sent) return false;
    if (sent instanceof Promise) {
      return sent
        .then((answer) => told(request, id, started, answer))
        .catch((error: unknown) => {
          app.log.warn({ err: error, reqId: id }, 'early answer failed');
          // Nothing sent: Fastify answers it (with its error answer, if it fails there too).
          if (!response.headersSent) return false;
          if (!response.writableEnded) response.destroy();
          return true;
        });
    }
    return told(request, id, started, sent);
  };
  /** Counts and logs an answer sent early, as Fastify would have. */
  const told = (request: IncomingMessage, id: string, started: number, sent: EarlyAnswer): true => {
    const seconds = (performance.now() - started) / 1000;
    early!.sent({ method: 'GET', route: sent.route, status: sent.status, seconds });
    if (LOGS_REQUESTS.has(app.log.level)) {
      const req = {
        method: request.method,
        url: request.url,
        host: request.headers.host,
        ip: proxyAddr(request, trusts),
        socket: request.socket,
      };
      app.log.info(
        { reqId: id, req, res: { statusCode: sent.status }, responseTime: seconds * 1000 },
        'request completed',
      );
    }
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
    trustProxy: trusts,
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
  app.addHook('preClose', (done) => {
    closing = true;
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
