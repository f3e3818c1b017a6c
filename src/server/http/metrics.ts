import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { endpoints } from '../../shared/api/endpoints.js';
import type { Config } from '../config.js';
import { serve } from './endpoint-routes.js';
import { forbidden } from './errors.js';
import { withinTime } from './time-limit.js';
import type { ShopModule } from './shop-module.js';

/** What the metrics read of the modules when Prometheus asks (each through its owner's function). */
export interface MetricsReads {
  ordersByStatus(): Promise<Array<{ status: string; n: number }>>;
  outboxBacklog(): Promise<{ unsent: number; oldestSeconds: number; failing: number }>;
  notificationsByOutcome(): Promise<Array<{ outcome: string; n: number }>>;
  poolUse: (() => { total: number; idle: number; waiting: number }) | undefined;
}

/** How long a scrape waits for one of its reads of the database. */
const READ_MS = 2_000;

const PLACE_ORDER = `${endpoints.placeOrder.method} ${endpoints.placeOrder.path}`;

/** A Place Order answer's outcome: placed, refused by the shop (stock, a coupon, a limit), bad input, or a failure. */
const checkoutOutcome = (status: number) =>
  status < 300 ? 'placed' : status === 400 ? 'invalid' : status < 500 ? 'refused' : 'failed';

/**
 * The server's figures in Prometheus's text format at `/metrics` (docs/decisions/0024-operations.md),
 * with prom-client: requests by route and status with their durations, checkouts by outcome, the
 * catalogue index's in-place applies and full rebuilds (counted as they happen); orders by status,
 * the outbox's backlog, PayFast's notifications by outcome and the database pool's use (read when
 * Prometheus asks); and Node's own, the event loop's delay among them. Only a caller with the bearer
 * token or from an allowed address reads them.
 */
export function createMetrics(access: Config['metrics'], reads: MetricsReads) {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'HTTP requests by method, route and status, and how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const checkouts = new Counter({
    name: 'shop_checkouts_total',
    help: 'Place Order requests by outcome: placed, refused (stock, coupon, limits), invalid (bad input), failed',
    labelNames: ['outcome'] as const,
    registers,
  });
  const indexApplies = new Counter({
    name: 'shop_catalogue_index_applies_total',
    help: 'Changes the catalogue index applied in place',
    registers,
  });
  const readErrors = new Counter({
    name: 'shop_metrics_read_errors_total',
    help: 'Reads of the database a scrape could not make (its figures are left out of that scrape)',
    labelNames: ['read'] as const,
    registers,
  });
  /** A read for a scrape, given up after a while: one slow or failing read never fails the scrape. */
  const safely = async <T>(read: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await withinTime(work(), READ_MS);
    } catch {
      readErrors.inc({ read });
      return undefined;
    }
  };
  // The outbox's three figures come from one read per scrape.
  let backlog: Promise<Awaited<ReturnType<MetricsReads['outboxBacklog']>> | undefined> | undefined;
  const indexRebuilds = new Counter({
    name: 'shop_catalogue_index_rebuilds_total',
    help: 'Times the catalogue index read the whole catalogue again',
    registers,
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { status, n } of (await safely('orders', reads.ordersByStatus)) ?? [])
        this.set({ status }, n);
    },
  });
  const outbox = (
    name: string,
    help: string,
    read: (backlog: Awaited<ReturnType<MetricsReads['outboxBacklog']>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        const found = await (backlog ??= safely('outbox', reads.outboxBacklog));
        if (found) this.set(read(found));
      },
    });
  outbox('shop_outbox_unsent', 'Emails in the outbox not sent yet', (b) => b.unsent);
  outbox('shop_outbox_oldest_unsent_seconds', 'Age of the oldest email not sent yet', (b) => b.oldestSeconds);
  outbox('shop_outbox_failing', 'Emails not sent yet that failed at least once', (b) => b.failing);
  new Gauge({
    name: 'shop_payment_notifications',
    help: "PayFast's notifications received, by what came of them (pending: not handled yet)",
    labelNames: ['outcome'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { outcome, n } of (await safely('payment_notifications', reads.notificationsByOutcome)) ??
        []) {
        this.set({ outcome }, n);
      }
    },
  });
  if (reads.poolUse) {
    const poolUse = reads.poolUse;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "The database pool's connections: total, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = poolUse();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  // Node's own (the event loop's delay, memory, handles) from the first scrape on: a server nobody
  // scrapes runs no monitor.
  let defaults = false;

  const token = access.token ? Buffer.from(`Bearer ${access.token}`) : undefined;
  const allowed = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (token && given.length === token.length && timingSafeEqual(given, token)) return true;
    // The scraper's own address, not a forwarded one: it reaches the server directly. A request a
    // proxy forwarded (one on the same host comes from 127.0.0.1 too) needs the token.
    if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
      return false;
    const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    return access.allow.includes(address);
  };

  const routes: FastifyPluginAsync = async (app) => {
    serve(
      app,
      'metrics',
      async (_input, request) => {
        if (!allowed(request)) throw forbidden('The metrics are for the shop’s monitoring only.');
        if (!defaults) {
          collectDefaultMetrics({ register: registry });
          defaults = true;
        }
        backlog = undefined;
        return registry.metrics();
      },
      { cacheControl: 'no-store' },
    );
  };

  return {
    module: { routes } satisfies ShopModule,
    indexEvents: { applied: () => indexApplies.inc(), rebuilt: () => indexRebuilds.inc() },
    /** Times an answer given before Fastify (a cached one: docs/benchmarks.md), as observe() does the rest. */
    answeredEarly({
      method,
      route,
      status,
      seconds,
    }: {
      method: string;
      route: string;
      status: number;
      seconds: number;
    }) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    /** Times every request by its route (the pattern, never the address: ids would multiply the series). */
    observe(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const status = reply.statusCode;
        requests.observe({ method: request.method, route, status: String(status) }, reply.elapsedTime / 1000);
        if (`${request.method} ${route}` === PLACE_ORDER) checkouts.inc({ outcome: checkoutOutcome(status) });
      });
    },
  };
}
