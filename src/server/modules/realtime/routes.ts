import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { Realtime } from './realtime.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a Server-Sent Events stream of realtime events for open storefronts. A comment
 * line every 25 s keeps proxies from closing an idle stream; EventSource reconnects by itself.
 */
export const realtimeRoutes: FastifyPluginAsync<{ realtime: Realtime }> = async (app, { realtime }) => {
  const streams = new Set<ServerResponse>();
  const unsubscribe = realtime.subscribe((event) => {
    const message = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of streams) stream.write(message);
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    unsubscribe();
    clearInterval(heartbeat);
    for (const stream of streams) stream.end();
  });

  app.get('/api/events', (request, reply) => {
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Reverse proxies such as nginx must pass events on at once.
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 3000\n\n');
    streams.add(stream);
    request.raw.on('close', () => streams.delete(stream));
  });
};
