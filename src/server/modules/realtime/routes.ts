import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTag } from '../../../shared/api/contract.js';
import { busy, tooManyRequests } from '../../http/errors.js';
import type { Realtime } from './realtime.js';

/** A page open on an order asks for that order's events too. */
const eventsQuerySchema = z.strictObject({ order: z.uuid().optional() });

const HEARTBEAT_MS = 25_000;

/** Not on the contract (its answer is a stream, not JSON), but in the API reference all the same. */
const eventsRouteSchema = {
  operationId: 'streamEvents',
  summary:
    'Server-Sent Events: products when products change on any app server; order when the named order changes',
  tags: ['Events'] satisfies ApiTag[],
  querystring: eventsQuerySchema,
  response: {
    200: {
      description: 'An event stream that stays open',
      content: { 'text/event-stream': { schema: z.string() } },
    },
  },
};

/**
 * GET /api/events: a Server-Sent Events stream of realtime events for open storefronts: every
 * product change, and the changes of the one order the page names (its id alone opens nothing). A
 * comment line every 25 s keeps proxies from closing an idle stream; EventSource reconnects by itself.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{
  realtime: Realtime;
  /** Open streams allowed to one address, and to all together (issue 10 §3). */
  limits: { perAddress: number; max: number };
}> = async (app, { realtime, limits }) => {
  /** Each open stream, with the order it follows, if any. */
  const streams = new Map<ServerResponse, string | undefined>();
  const openByAddress = new Map<string, number>();
  const unsubscribe = realtime.subscribe((event) => {
    const message = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const [stream, orderId] of streams) {
      if (event.type === 'products' || event.id === orderId) stream.write(message);
    }
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams.keys()) stream.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    unsubscribe();
    clearInterval(heartbeat);
    for (const stream of streams.keys()) stream.end();
  });

  const eventStreamHeaders = {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
  };

  // HEAD answers at once: the GET's stream would never end (declared first, so Fastify makes no other).
  app.head('/api/events', { schema: { hide: true } }, async (_request, reply) => {
    reply.headers(eventStreamHeaders).status(200).send();
  });

  app.get('/api/events', { schema: eventsRouteSchema }, (request, reply) => {
    const address = request.ip;
    const mine = openByAddress.get(address) ?? 0;
    // EventSource gives up on an error answer: the page keeps working, without live updates.
    if (mine >= limits.perAddress) throw tooManyRequests('Too many open event streams from here.', 30);
    if (streams.size >= limits.max)
      throw busy('The shop has too many open event streams. Try again soon.', 30);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      ...eventStreamHeaders,
      connection: 'keep-alive',
      // Reverse proxies such as nginx must pass events on at once.
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 3000\n\n');
    streams.set(stream, request.query.order);
    openByAddress.set(address, mine + 1);
    request.raw.on('close', () => {
      streams.delete(stream);
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
};
