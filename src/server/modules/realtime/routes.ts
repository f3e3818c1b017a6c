import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { EVENT_STREAM_HEADERS, serve } from '../../http/endpoint-routes.js';
import { busy, tooManyRequests } from '../../http/errors.js';
import type { Realtime } from './realtime.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a Server-Sent Events stream of realtime events for open storefronts: every
 * product change, and the changes of the one order the page names (its id alone opens nothing). A
 * comment line every 25 s keeps proxies from closing an idle stream; EventSource reconnects by itself.
 */
export const realtimeRoutes: FastifyPluginAsync<{
  realtime: Realtime;
  /** Open streams allowed to one address, and to all together (docs/decisions/0013). */
  limits: { perAddress: number; max: number };
}> = async (app, { realtime, limits }) => {
  /** Each open stream, with the order it follows, if any. */
  const streams = new Map<ServerResponse, string | undefined>();
  const openByAddress = new Map<string, number>();
  const unsubscribe = realtime.subscribe((event) => {
    const message = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const [stream, orderId] of streams) {
      if (event.type === 'products' || (event.type === 'order' && event.id === orderId))
        stream.write(message);
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
    // The page reconnects in a second, to a server still running behind the balancer.
    for (const stream of streams.keys()) stream.end('retry: 1000\n\n');
  });

  serve(app, 'streamEvents', ({ query }, request, reply) => {
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
      ...EVENT_STREAM_HEADERS,
      connection: 'keep-alive',
      // Reverse proxies such as nginx must pass events on at once.
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 3000\n\n');
    streams.set(stream, query.order);
    openByAddress.set(address, mine + 1);
    request.raw.on('close', () => {
      streams.delete(stream);
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
};
