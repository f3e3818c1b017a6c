import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { stockRepository } from '../src/server/modules/inventory/index.js';
import { setStock } from '../src/server/testing/fixtures.js';
import { RAISED_LIMITS } from '../src/server/testing/raised-limits.js';
import { checkoutBody } from '../src/server/testing/checkout-body.js';
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
  /** The orders' payments recorded (the admin marking them paid), each issuing its invoice; absent before invoices. */
  payments?: { perSecond: number; latency: Summary };
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

/**
 * The app in process, API only, on the bench's database. Every request comes from one address: the
 * limits on orders and sign-ups are raised out of the way.
 */
export async function benchApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO_DATA: 'false',
      REQUEST_LIMITS: RAISED_LIMITS,
    }),
    db,
    logger: false,
  });
  await app.ready();
  return app;
}

/** A signed-in administrator's session cookies (sign-up, then the role). */
export async function adminCookies(app: FastifyInstance, db: Db): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      fullName: 'Bench Admin',
      email: `admin-${randomUUID()}@example.co.za`,
      password: 'a long bench passphrase',
    },
  });
  expectStatus(res.statusCode, 201, 'sign-up', res.body);
  const { user } = res.json<{ user: { id: string } }>();
  await db.kysely.updateTable('user_roles').set({ role: 'admin' }).where('user_id', '=', user.id).execute();
  return Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** What a cart line names: a simple product (its one variant), or a variant of a product with options. */
interface Item {
  productId: string;
  variantId?: string;
}

async function addToCart(app: FastifyInstance, item: Item, cookies: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: '/api/cart/items', payload: item, cookies });
  expectStatus(res.statusCode, 200, 'add to cart', res.body);
  for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
}

/** PRODUCTS_IN_PLAY simple products on sale, with enough stock that no checkout runs out. */
async function simpleProducts(db: Db): Promise<Item[]> {
  const products = (
    await db.kysely
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'active')
      .limit(PRODUCTS_IN_PLAY)
      .execute()
  ).map((p) => p.id);
  for (const id of products) await setStock(db, id, 1_000_000);
  return products.map((productId) => ({ productId }));
}

/**
 * A variant on sale of each of PRODUCTS_IN_PLAY products with several (a different one from product
 * to product), given enough stock that no checkout runs out; its product's stock is again the sum
 * of its active variants'.
 */
async function variantsOfProductsWithOptions(db: Db): Promise<Item[]> {
  const products = await db.kysely
    .selectFrom('products')
    .select('id')
    .where('status', '=', 'active')
    .where('options', '!=', '[]')
    .limit(PRODUCTS_IN_PLAY)
    .execute();
  const items: Item[] = [];
  for (const [i, { id }] of products.entries()) {
    const variants = await db.kysely
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', id)
      .where('is_active', '=', 1)
      .orderBy('position')
      .execute();
    const variant = variants[i % variants.length];
    if (!variant) continue;
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('product_variants')
        .set({ inventory_quantity: 1_000_000 })
        .where('id', '=', variant.id)
        .execute();
      await stockRepository.recount(trx, id);
    });
    items.push({ productId: id, variantId: variant.id });
  }
  if (items.length < PRODUCTS_IN_PLAY) throw new Error(`only ${items.length} products with options on sale`);
  return items;
}

/** What the carts hold: simple products (the catalogue without options), or variants of products with options. */
export type CheckoutItems = 'simple products' | 'variants';

/**
 * Checkouts per second through the app in process (no HTTP): each checkout prices a two-line cart,
 * then in one transaction writes the order and its lines, takes the stock and empties the cart.
 * The baseline is the cart write that precedes it, measured the same way in the same run.
 */
export async function measureCheckoutThroughput(
  db: Db,
  buy: CheckoutItems = 'simple products',
): Promise<CheckoutThroughput> {
  const products = buy === 'variants' ? await variantsOfProductsWithOptions(db) : await simpleProducts(db);
  const app = await benchApp(db);
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

    const placed: string[] = [];
    const checkout = (cookies: Record<string, string>) => async () => {
      const res = await app.inject({ method: 'POST', url: '/api/orders', payload: checkoutBody(), cookies });
      expectStatus(res.statusCode, 201, 'checkout', res.body);
      placed.push(res.json<{ order: { id: string } }>().order.id);
    };
    await timed(carts.slice(0, WARM_UP).map(checkout), CONCURRENCY);
    const checkouts = await timed(carts.slice(WARM_UP).map(checkout), CONCURRENCY);

    const admin = await adminCookies(app, db);
    const pay = (id: string) => async () => {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        payload: { paymentStatus: 'paid' },
        cookies: admin,
      });
      expectStatus(res.statusCode, 200, 'payment', res.body);
    };
    await timed(placed.slice(0, WARM_UP).map(pay), CONCURRENCY);
    const payments = await timed(placed.slice(WARM_UP).map(pay), CONCURRENCY);
    return {
      adds: { perSecond: carts.length / adds.seconds, latency: summarize(adds.latencies) },
      checkouts: { perSecond: CARTS / checkouts.seconds, latency: summarize(checkouts.latencies) },
      payments: { perSecond: CARTS / payments.seconds, latency: summarize(payments.latencies) },
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
    [
      row('add to cart (baseline)', result.adds),
      row('checkout (2-line cart)', result.checkouts),
      ...(result.payments ? [row('payment recorded, invoice issued', result.payments)] : []),
    ],
  );
}
