import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/schemas/common.js';
import { errorBody } from './errors.js';

/** What Node's HTTP parser gives up on, answered in the app's error shape. */
function answerFor(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: errorBody('request_timeout', 'The request took too long to arrive.') };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, body: errorBody('headers_too_large', 'The request headers are too large.') };
  return { status: 400, body: errorBody('bad_request', 'The request could not be read.') };
}

/** A request injected in process (light-my-request: the API tests) has no connection to answer or cut. */
const isConnection = (socket: Partial<Socket> | undefined): socket is Socket =>
  typeof socket?.destroy === 'function';

/**
 * Fastify's clientErrorHandler (docs/decisions/0013): a request the server cannot read (too slow, headers
 * too large, not HTTP) gets the app's JSON error with `Connection: close`, and the connection ends
 * once it is written, so a client never sends more on a connection the server is leaving.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !isConnection(socket)) return;
  const { status, body } = answerFor(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  } else {
    socket.destroy();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long the route's body may take to arrive, when longer than the request timeout. */
    bodyDeadlineMs?: number;
  }
}

/**
 * Node's requestTimeout cuts headers that never end, but not a body still arriving once its
 * request has reached the app: a body sent a byte every few seconds held its connection for good.
 * Each request with a body must arrive whole within the same time, counted from its start, unless
 * its route gives it longer (`config: { bodyDeadlineMs }`, the admin's image upload).
 */
export function registerBodyDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const routeDeadline = request.routeOptions.config.bodyDeadlineMs;
    const timer = setTimeout(() => {
      if (raw.complete || !isConnection(raw.socket)) return;
      // Answered already (refused before its body was read): the connection only has to go.
      if (reply.raw.headersSent) raw.socket.destroy();
      else
        answerClientError(
          Object.assign(new Error('The body was too slow'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
          raw.socket,
        );
    }, routeDeadline ?? timeoutMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
