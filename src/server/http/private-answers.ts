import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../shared/api/endpoints.js';

/**
 * Every API answer that does not say how it may be cached is kept by no cache (docs/decisions/0013): the
 * admin's answers and a shopper's cart, checkout, orders and session are personal. Only the
 * catalogue's shared answers say otherwise (the response cache sends them 'no-cache', with an ETag).
 */
export function registerNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Query parameters that open something: an order's link key, a password reset token. */
const SECRET_PARAMS = /([?&](?:key|token)=)[^&#]*/gi;

/** What Fastify hands its request serializer: the request (typed by Fastify as the raw one). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** A request as the log shows it: its secrets replaced, so that no log line opens an order. */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url?.replace(SECRET_PARAMS, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
