import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { setStock } from '../src/server/testing/fixtures.js';
import { RAISED_LIMITS } from '../src/server/testing/raised-limits.js';
import type { Db } from '../src/server/db/database.js';
import { type Summary, summarize } from './stats.js';
import { formatTable, ms } from './table.js';

const CARTS = 400;
const WARM_UP = 40;
const CONCURRENCY = 10;
const PRODUCTS_IN_PLAY = 40;

export interface CheckoutThroughput {
  /** Baseline: one cart write (add to cart), through the same app and database. */
  adds: { perSecond: number; latency: Summary };
  checkouts: { perSecond: number; latency: Summary };
}

/** Runs the jobs `concurrency` at a time; answers each job's latency in ms and the whole run's seconds. */
async function timed(jobs: Array<() => Promise<void>>, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const begun = performance.now();
        await job();
        latencies.push(performance.now() - begun);
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, latencies };
}

function expectStatus(status: number, expected: number, what: string, body: string): void {
  if (status !== expected) throw new Error(`${what} answered ${status}: ${body}`);
}

async function addToCart(app: FastifyInstance, productId: string, cookies: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId }, cookies });
  expectStatus(res.statusCode, 200, 'add to cart', res.body);
  for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
}

const checkoutBody = () => ({
  customerName: 'Bench Shopper',
  customerEmail: 'bench@example.co.za',
  customerPhone: '0825550134',
  shippingAddress: {
    street: '1 Long Street',
    suburb: 'City Centre',
    city: 'Cape Town',
    province: 'Western Cape',
    postalCode: '8001',
  },
  idempotencyKey: randomUUID(),
});

/**
 * Checkouts per second through the app in process (no HTTP): each checkout prices a two-line cart,
 * then in one transaction writes the order and its lines, takes the stock and empties the cart.
 * The baseline is the cart write that precedes it, measured the same way in the same run.
 */
export async function measureCheckoutThroughput(db: Db): Promise<CheckoutThroughput> {
  const products = (
    await db.kysely
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'active')
      .limit(PRODUCTS_IN_PLAY)
      .execute()
  ).map((p) => p.id);
  // Enough stock that no checkout runs out.
  for (const id of products) await setStock(db, id, 1_000_000);
  const app = await buildApp({
    // Every checkout comes from one address: the limits on orders are raised out of the way.
    config: loadConfig({
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO_DATA: 'false',
      REQUEST_LIMITS: RAISED_LIMITS,
    }),
    db,
    logger: false,
  });
  try {
    const carts = Array.from({ length: CARTS + WARM_UP }, () => ({}) as Record<string, string>);
    const pick = (i: number) => products[i % products.length]!;
    // Two lines a cart: the first adds are the warm-up, the second ones are measured.
    await timed(
      carts.map((cookies, i) => () => addToCart(app, pick(i), cookies)),
      CONCURRENCY,
    );
    const adds = await timed(
      carts.map((cookies, i) => () => addToCart(app, pick(i + 7), cookies)),
      CONCURRENCY,
    );

    const checkout = (cookies: Record<string, string>) => async () => {
      const res = await app.inject({ method: 'POST', url: '/api/orders', payload: checkoutBody(), cookies });
      expectStatus(res.statusCode, 201, 'checkout', res.body);
    };
    await timed(carts.slice(0, WARM_UP).map(checkout), CONCURRENCY);
    const checkouts = await timed(carts.slice(WARM_UP).map(checkout), CONCURRENCY);
    return {
      adds: { perSecond: carts.length / adds.seconds, latency: summarize(adds.latencies) },
      checkouts: { perSecond: CARTS / checkouts.seconds, latency: summarize(checkouts.latencies) },
    };
  } finally {
    await app.close();
  }
}

export function checkoutTable(result: CheckoutThroughput): string {
  const row = (name: string, r: { perSecond: number; latency: Summary }) => [
    name,
    r.perSecond.toFixed(0),
    (r.perSecond / result.adds.perSecond).toFixed(2),
    ms(r.latency.p50),
    ms(r.latency.p95),
  ];
  return formatTable(
    ['operation', 'per second', 'vs add to cart', 'p50 ms', 'p95 ms'],
    [row('add to cart (baseline)', result.adds), row('checkout (2-line cart)', result.checkouts)],
  );
}
