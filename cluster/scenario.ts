import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withTemporaryPostgresDatabase } from '../bench/postgres.js';
import type { Db } from '../src/server/db/database.js';
import type { Product, ProductPage, ShopProductDetail } from '../src/shared/schemas/catalog.js';
import { type BrowserVisit, shopInBrowser } from './browser.js';
import { Visitor, agentFor } from './client.js';
import { type Load, type Sample, productUpdate, startLoad } from './load.js';
import { type StopInFlight, stopWithRequestInFlight } from './stop-in-flight.js';
import { ADMIN, type AppServer, EMAIL_LEASE_SECONDS, type Cluster, startCluster, until } from './topology.js';

/** When each step happens, ms after the load began. */
const TIMELINE = { kill: 12_000, restartKilled: 15_000, terminate: 32_000, end: 50_000 };
/** After a server comes back, how long its return still counts as part of the disruption. */
const SETTLE_MS = 5_000;
const SCARCE_STOCK = 30;

export interface Latency {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Each failed request's kind and status (0: no answer). */
  failures: string[];
}

export interface ClusterReport {
  seconds: number;
  all: Latency;
  /** From the SIGKILL until the killed server was back (ready) and SETTLE_MS more. */
  throughKill: Latency;
  /** From the SIGTERM until the stopped server was back (ready) and SETTLE_MS more. */
  throughRestart: Latency;
  /** Outside both windows. */
  steady: Latency;
  frontDoor: FrontDoor;
  browser: BrowserVisit;
  stopInFlight: StopInFlight;
  killedExitCode: number | null;
  /** Failed requests but the changes the killed server had in hand (sent from 30 s before the kill until HAProxy took it out). */
  unexplainedFailures: string[];
  /** Why HAProxy took each stopped server out, from its log: the killed one, and the SIGTERM'd one. */
  balancerDown: { killed: string; restarted: string };
  /** `refused`: cart adds and Place Orders refused for stock. */
  orders: { acknowledged: number; refused: number; payfast: number; eft: number; missing: string[] };
  /** Per product bought: stock before + units in live orders = stock now? Each entry is one that is not. */
  stock: { products: number; scarceSold: number; scarceLeft: number; mismatches: string[] };
  notifications: {
    payments: number;
    /** ITNs posted, and posted again because the first attempt had no 200. */
    posted: number;
    resent: number;
    /** Sent twice on purpose, as PayFast does now and then. */
    duplicates: number;
    /** Every completed payment paid its order exactly once, with one invoice and one payment email. */
    problems: string[];
  };
  emails: {
    outbox: number;
    deliveredOnce: number;
    /** Delivered twice: allowed only when the first copy came from the killed server as it died. */
    deliveredTwice: number;
    problems: string[];
  };
  priceChanges: { count: number; p50Ms: number; maxMs: number; late: string[] };
}

/** What the app saw of the two hops in front of it. */
export interface FrontDoor {
  /** The answer's X-Request-Id, when a client sent its own: HAProxy's id replaces it. */
  requestId: string;
  /** HAProxy's log line names the id the app answered with: the app took it from a trusted hop. */
  requestIdInBalancerLog: boolean;
  /** Sign-in's cookies are Secure (the shop is served over HTTPS). */
  secureCookies: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function latency(samples: Sample[]): Latency {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => !s.ok);
  return {
    requests: samples.length,
    errors: failed.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    failures: failed.map((s) => `${s.kind} ${s.status}${s.error ? ` (${s.error})` : ''}`),
  };
}

/**
 * The simple (variant-free) active products with stock and no sale price, as the storefront lists
 * them and their own pages describe them.
 */
async function catalogue(cluster: Cluster): Promise<ShopProductDetail[]> {
  const agent = agentFor(cluster.apps[0]!.url);
  const visitor = new Visitor(cluster.apps[0]!.url, agent);
  const products: ShopProductDetail[] = [];
  for (const category of ['homeware', 'gym', 'men', 'women']) {
    const answer = await visitor.get(`/api/products?category=${category}`);
    const page = JSON.parse(answer.body) as ProductPage;
    for (const item of page.items) {
      const product = JSON.parse((await visitor.get(`/api/products/${item.id}`)).body) as ShopProductDetail;
      if (product.options.length === 0 && product.inventoryQuantity > 0 && product.salePriceCents === null)
        products.push(product);
    }
  }
  agent.destroy();
  return products;
}

async function setStock(cluster: Cluster, product: ShopProductDetail, quantity: number): Promise<void> {
  const admin = new Visitor(cluster.publicUrl, cluster.agent);
  const signedIn = await admin.post('/api/auth/sign-in', { json: ADMIN });
  if (signedIn.status !== 200) throw new Error(`admin sign-in: ${signedIn.status} ${signedIn.body}`);
  // As the admin's form saves it: the product as the admin loads it (with every variant, active or not).
  const loaded = await admin.get(`/api/admin/products/${product.id}`);
  if (loaded.status !== 200) throw new Error(`loading the product: ${loaded.status} ${loaded.body}`);
  const saved = await admin.request('PUT', `/api/admin/products/${product.id}`, {
    json: productUpdate(JSON.parse(loaded.body) as Product, { inventoryQuantity: quantity }),
  });
  if (saved.status !== 200) throw new Error(`setting stock: ${saved.status} ${saved.body}`);
}

async function stockOf(db: Db): Promise<Map<string, number>> {
  const rows = await db.kysely.selectFrom('products').select(['id', 'inventory_quantity']).execute();
  return new Map(rows.map((row) => [row.id, row.inventory_quantity]));
}

async function checkFrontDoor(cluster: Cluster): Promise<FrontDoor> {
  const visitor = new Visitor(cluster.publicUrl, cluster.agent);
  const answer = await visitor.get('/healthz', { headers: { 'x-request-id': 'chosen-by-the-client' } });
  const requestId = String(answer.headers['x-request-id']);
  let requestIdInBalancerLog = false;
  await until("the balancer's log line", 5_000, () => {
    requestIdInBalancerLog = fs.readFileSync(cluster.haproxyLogPath, 'utf8').includes(` ${requestId}\n`);
    return requestIdInBalancerLog;
  }).catch(() => undefined);
  const signedIn = await visitor.post('/api/auth/sign-in', { json: ADMIN });
  const cookies = signedIn.headers['set-cookie'] ?? [];
  return {
    requestId,
    requestIdInBalancerLog,
    secureCookies: cookies.length > 0 && cookies.every((cookie) => /;\s*Secure/i.test(cookie)),
  };
}

/** Runs the load through a SIGKILL and a SIGTERM restart, waits for every payment and email, and reports. */
async function runLoad(cluster: Cluster, db: Db): Promise<ClusterReport> {
  const frontDoor = await checkFrontDoor(cluster);
  const products = await catalogue(cluster);
  if (products.length < 8) throw new Error(`Only ${products.length} simple products to buy`);
  const [scarce, ...rest] = products;
  const browser = await shopInBrowser(cluster, rest[3]!);
  await setStock(cluster, scarce!, SCARCE_STOCK);
  const startedAt = new Date().toISOString();
  const stockBefore = await stockOf(db);

  const [, killed, restarted] = cluster.apps;
  const load: Load = startLoad({
    publicUrl: cluster.publicUrl,
    ca: cluster.ca,
    payfast: cluster.payfast,
    apps: cluster.apps,
    products: [{ ...scarce!, inventoryQuantity: SCARCE_STOCK }, ...rest],
    edited: [scarce!, rest[0]!, rest[1]!],
    shoppers: 6,
    browsers: 4,
  });

  await until('kill time', 60_000, () => load.now() >= TIMELINE.kill);
  const killAt = load.now();
  const killedWallClock = Date.now();
  const killedExitCode = await killed!.signal('SIGKILL');
  await until('restart time', 60_000, () => load.now() >= TIMELINE.restartKilled);
  await killed!.start();
  const killedBackAt = load.now();

  await until('restart of another', 60_000, () => load.now() >= TIMELINE.terminate);
  const terminateAt = load.now();
  const stopInFlight = await stopWithRequestInFlight(restarted!, rest[2]!.id);
  await restarted!.start();
  const restartedBackAt = load.now();

  await until('end of the load', 60_000, () => load.now() >= TIMELINE.end);
  const seconds = load.now() / 1000;
  await load.stop();

  // Every notification delivered (resent until answered 200), every email sent (a killed server's
  // claimed ones once their lease ends).
  await until('PayFast notifications delivered', 60_000, () =>
    cluster.payfast.payments.every((p) => p.itns.every((itn) => itn.answerStatus === 200)),
  );
  // One the killed server stored but did not process is taken up again by another server's sweep
  // (every 30 s) once its retry is due (60 s): within 90 s of the kill.
  await until('payments recorded', 150_000, async () => {
    const open = await db.kysely
      .selectFrom('payment_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('processed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(open.n) === 0;
  });
  await until('emails sent', (EMAIL_LEASE_SECONDS + 60) * 1000, async () => {
    const unsent = await db.kysely
      .selectFrom('outbox_emails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(unsent.n) === 0;
  });

  // The simulator's own pages are not the shop's: their answers count apart.
  const shopSamples = load.samples.filter((s) => s.kind !== 'payfast');
  // A request counts in a window when it was under way in it: one sent just before the kill and cut by it too.
  const inWindow = (s: Sample, from: number, to: number) => s.at <= to && s.at + s.ms >= from;
  const killWindow = [killAt, killedBackAt + SETTLE_MS] as const;
  const restartWindow = [terminateAt, restartedBackAt + SETTLE_MS] as const;
  // In flight on the killed server: a change sent before it died, or until HAProxy's checks took it out (2 s).
  const inKilledHands = (s: Sample) =>
    ['cart', 'checkout', 'admin-save'].includes(s.kind) && s.at >= killAt - 30_000 && s.at <= killAt + 3_000;
  const haproxyLog = fs.readFileSync(cluster.haproxyLogPath, 'utf8');
  const downReason = (app: AppServer) =>
    new RegExp(`writes/app${cluster.apps.indexOf(app) + 1} is DOWN, reason: ([^,]+(?:, code: \\d+)?)`).exec(
      haproxyLog,
    )?.[1] ?? 'never taken out';
  return {
    seconds,
    all: latency(shopSamples),
    throughKill: latency(shopSamples.filter((s) => inWindow(s, ...killWindow))),
    throughRestart: latency(shopSamples.filter((s) => inWindow(s, ...restartWindow))),
    steady: latency(shopSamples.filter((s) => !inWindow(s, ...killWindow) && !inWindow(s, ...restartWindow))),
    unexplainedFailures: latency(load.samples.filter((s) => !inKilledHands(s))).failures,
    balancerDown: { killed: downReason(killed!), restarted: downReason(restarted!) },
    frontDoor,
    browser,
    stopInFlight,
    killedExitCode,
    orders: await checkOrders(db, load),
    stock: await checkStock(db, stockBefore, startedAt, scarce!.id),
    notifications: await checkNotifications(db, cluster, load),
    emails: await checkEmails(db, cluster, killed!.name, killedWallClock),
    priceChanges: priceFigures(load),
  };
}

async function checkOrders(db: Db, load: Load): Promise<ClusterReport['orders']> {
  const missing: string[] = [];
  for (const order of load.orders) {
    const row = await db.kysely
      .selectFrom('orders')
      .select(['order_number', 'total_amount_cents'])
      .where('id', '=', order.id)
      .executeTakeFirst();
    const items = await db.kysely
      .selectFrom('order_items')
      .select(['product_id', 'quantity'])
      .where('order_id', '=', order.id)
      .execute();
    const bought = (rows: Array<{ productId: string | null; quantity: number }>) =>
      JSON.stringify(rows.map((r) => `${r.productId}:${r.quantity}`).sort());
    if (
      row?.order_number !== order.orderNumber ||
      row.total_amount_cents !== order.totalCents ||
      bought(items.map((i) => ({ productId: i.product_id, quantity: i.quantity }))) !== bought(order.lines)
    )
      missing.push(order.orderNumber);
  }
  return {
    acknowledged: load.orders.length,
    refused: load.refusedForStock(),
    payfast: load.orders.filter((o) => o.paymentMethod === 'payfast').length,
    eft: load.orders.filter((o) => o.paymentMethod === 'eft').length,
    missing,
  };
}

/** Stock before, less the units of every order placed since (acknowledged or not) that still holds them. */
async function checkStock(
  db: Db,
  before: Map<string, number>,
  since: string,
  scarceId: string,
): Promise<ClusterReport['stock']> {
  const sold = await db.kysely
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.product_id as productId',
      (eb) => eb.fn.sum<number>('order_items.quantity').as('units'),
    ])
    .where('orders.created_at', '>=', since)
    .where('orders.status', '!=', 'cancelled')
    .groupBy('order_items.product_id')
    .execute();
  const unitsOf = new Map(sold.map((row) => [row.productId, Number(row.units)]));
  const now = await stockOf(db);
  const mismatches: string[] = [];
  for (const [id, stock] of now) {
    const expected = (before.get(id) ?? 0) - (unitsOf.get(id) ?? 0);
    if (stock !== expected || stock < 0) mismatches.push(`${id}: ${stock} in stock, ${expected} expected`);
  }
  return {
    products: unitsOf.size,
    scarceSold: unitsOf.get(scarceId) ?? 0,
    scarceLeft: now.get(scarceId) ?? Number.NaN,
    mismatches,
  };
}

async function checkNotifications(
  db: Db,
  cluster: Cluster,
  load: Load,
): Promise<ClusterReport['notifications']> {
  const completed = cluster.payfast.payments.filter((p) => p.outcome === 'COMPLETE');
  const problems: string[] = [];
  for (const payment of completed) {
    const order = await db.kysely
      .selectFrom('orders')
      .select(['id', 'payment_status', 'provider_payment_id'])
      .where('order_number', '=', payment.mPaymentId)
      .executeTakeFirst();
    if (!order) {
      problems.push(`${payment.mPaymentId}: paid, but no such order`);
      continue;
    }
    if (order.payment_status !== 'paid' || order.provider_payment_id !== payment.pfPaymentId)
      problems.push(`${payment.mPaymentId}: ${order.payment_status}, payment ${order.provider_payment_id}`);
    const outcomes = (
      await db.kysely
        .selectFrom('payment_notifications')
        .select('outcome')
        .where('body', 'like', `%pf_payment_id=${payment.pfPaymentId}&%`)
        .execute()
    ).map((row) => row.outcome);
    const applied = outcomes.filter((o) => o === 'paid' || o === 'paid_stock_short').length;
    if (
      applied !== 1 ||
      outcomes.some((o) => o !== 'paid' && o !== 'paid_stock_short' && o !== 'already_paid')
    )
      problems.push(`${payment.mPaymentId}: notifications ${outcomes.join(', ')}`);
    const [invoices, emails] = await Promise.all([
      db.kysely
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', order.id)
        .where('series', '=', 'invoice')
        .executeTakeFirstOrThrow(),
      db.kysely
        .selectFrom('outbox_emails')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', order.id)
        .where('kind', '=', 'payment_received')
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(invoices.n) !== 1 || Number(emails.n) !== 1)
      problems.push(`${payment.mPaymentId}: ${invoices.n} invoices, ${emails.n} payment emails`);
  }
  const itns = cluster.payfast.payments.flatMap((p) => p.itns);
  return {
    payments: completed.length,
    posted: itns.reduce((sum, itn) => sum + itn.attempts, 0),
    resent: itns.reduce((sum, itn) => sum + itn.attempts - 1, 0),
    duplicates: load.duplicateItns.length,
    problems,
  };
}

/**
 * Each outbox email reached the SMTP server once (its Message-ID is the outbox row's), or twice when
 * its first copy came from the killed server before it died: that server could not mark it sent, and
 * another sent it again when the lease ended (docs/decisions/0009-trading.md: at least once).
 */
async function checkEmails(
  db: Db,
  cluster: Cluster,
  killedServer: string,
  killedAt: number,
): Promise<ClusterReport['emails']> {
  const outbox = await db.kysely.selectFrom('outbox_emails').select(['id', 'sent_at']).execute();
  type Copy = { user: string | undefined; at: number };
  const copies = new Map<string, Copy[]>();
  for (const received of cluster.smtp.received) {
    const id = /^<([^@]+)@/.exec(received.mail.messageId ?? '')?.[1] ?? '?';
    copies.set(id, [...(copies.get(id) ?? []), { user: received.user, at: received.at }]);
  }
  // The first copy was the killed server's, handed over as it died (the SMTP server may finish reading
  // it a moment later); the second came once its lease ran out (a batch ends by half the lease).
  const againAfterLease = (first: Copy, second: Copy) =>
    first.user === killedServer &&
    first.at >= killedAt - 5_000 &&
    first.at <= killedAt + 1_000 &&
    second.at - first.at >= (EMAIL_LEASE_SECONDS * 1000) / 2;
  const problems: string[] = [];
  let deliveredOnce = 0;
  let deliveredTwice = 0;
  for (const email of outbox) {
    const sent = copies.get(email.id) ?? [];
    copies.delete(email.id);
    if (sent.length === 1) deliveredOnce += 1;
    else if (sent.length === 2 && againAfterLease(sent[0]!, sent[1]!)) deliveredTwice += 1;
    else problems.push(`${email.id}: ${sent.length} copies (${sent.map((c) => c.user).join(', ')})`);
  }
  for (const [id, sent] of copies) problems.push(`${id}: ${sent.length} copies of no outbox email`);
  return { outbox: outbox.length, deliveredOnce, deliveredTwice, problems };
}

function priceFigures(load: Load): ClusterReport['priceChanges'] {
  const waits = load.priceChanges.map((c) => c.visibleAfterMs).sort((a, b) => a - b);
  return {
    count: waits.length,
    p50Ms: percentile(waits, 50),
    maxMs: waits.at(-1) ?? 0,
    late: load.priceChanges
      .filter((c) => c.visibleAfterMs > 2_000)
      .map((c) => `${c.productId} at ${c.priceCents}: ${JSON.stringify(c.servers)}`),
  };
}

/**
 * The cluster of README "Several app servers" under load on a new database of the PostgreSQL server
 * at `serverUrl`, through a SIGKILL and a SIGTERM restart: what `npm run test:cluster` asserts and
 * `npm run bench -- --only=cluster` writes down.
 */
export async function runClusterScenario(serverUrl: string): Promise<ClusterReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
  const report = await withTemporaryPostgresDatabase(serverUrl, async (db, url) => {
    const cluster = await startCluster(url, dir);
    try {
      return await runLoad(cluster, db);
    } finally {
      await cluster.close();
    }
  }).catch((error: unknown) => {
    console.error(`The cluster's logs are kept in ${dir}`);
    throw error;
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return report;
}
