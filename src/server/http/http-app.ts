import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { registerApiDocs } from './api-docs.js';
import { answerClientError, registerBodyDeadline } from './client-errors.js';
import { registerEndpointHandlers } from './endpoint-routes.js';
import { registerErrorHandling } from './errors.js';
import { registerNoStoreByDefault, requestForLog } from './private-answers.js';
import { registerRouteList } from './route-list.js';
import { registerSameOriginGuard } from './same-origin.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerNulGuard } from './text-guard.js';

/** The header a request's id comes in (from a proxy in front that made one) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id, in every line its log writes and in its answer: behind a trusted proxy
 * (TRUST_PROXY), the one it gave when it looks like an id (no spaces or control characters to forge
 * log lines with); else a new one, so a client cannot pass as another's request.
 */
const requestId = (trusted: boolean) => (request: IncomingMessage) => {
  const given = request.headers[REQUEST_ID_HEADER];
  return trusted && typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
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
): Promise<FastifyInstance> {
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
    genReqId: requestId(config.trustProxy !== false),
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
  // COOKIE_SECURE is set exactly when the shop is served over HTTPS.
  registerSecurityHeaders(app, {
    https: config.cookieSecure,
    formActions: config.payfast ? [config.payfast.baseUrl] : [],
  });
  // Before the routes: it describes each one as it is registered.
  await registerApiDocs(app);
  return app;
}
