/**
 * The shop's benchmark (docs/benchmarks.md): listing throughput against a plain node:http baseline,
 * search latency, and checkouts per second, on a generated 100 000-product catalogue, on SQLite and
 * (with BENCH_DATABASE_URL) PostgreSQL. Run with `npm run bench`.
 * Exits non-zero only when something crashes; missed targets are reported, not failed.
 */
// First: the app in process runs as main.ts starts it, with React's production build.
import '../src/server/production-mode.js';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '../src/server/db/database.js';
import type { ProductPage, ShopProductDetail } from '../src/shared/schemas/catalog.js';
import { generateCatalogue } from './generate-catalogue.js';
import { ORDER_COUNT, adminListsTable, generateOrders } from './admin-lists.js';
import { catalogueEditsSection } from './catalogue-edits.js';
import { clusterSection } from './cluster.js';
import { millionSection } from './million.js';
import { csvFilesSection } from './csv-files.js';
import { hostileImagesSection } from './hostile-images.js';
import { RUNS_NOTE, lighthouseSection } from './lighthouse.js';
import { BEFORE_VARIANTS, timeVariantsMigration } from './variants-migration.js';
import { variantsSection } from './variants.js';
import { invoicesSection } from './invoices.js';
import { REVIEWS_ON_PRODUCT, reviewsSection, seedReviews } from './reviews.js';
import { measurePages } from './pages.js';
import { sitemapCheck } from './sitemap.js';
import { checkoutTable, measureCheckoutThroughput } from './checkout-throughput.js';
import { buildOtherCommit, compareCommits, lastMigrationOf } from './compare.js';
import { withTemporaryPostgresDatabase } from './postgres.js';
import { type Server, freePort, startServer } from './processes.js';
import { ROOT, startShop } from './shop.js';
import { UNCACHED_LISTINGS_TARGET, searchTable, throughputTable } from './report.js';
import { verdict } from './table.js';
import { measureSearchLatency } from './search-latency.js';
import { distinctListingPaths, measureThroughput } from './throughput.js';

const PRODUCT_COUNT = 100_000;
const SEED = 20_260_101;
const THROUGHPUT_ROUNDS = 3;
const LISTING_PATH = '/api/products?category=gym';
const CACHED_SCENARIO = `shop ${LISTING_PATH} (cached)`;

/** Undo steps, run last-in first-out at the end, whether the run succeeded or not. */
class Cleanup {
  readonly #steps: Array<() => unknown> = [];
  defer(step: () => unknown): void {
    this.#steps.push(step);
  }
  async run(): Promise<void> {
    for (let step = this.#steps.pop(); step; step = this.#steps.pop()) {
      try {
        await step();
      } catch (error) {
        console.error('Cleanup step failed:', error);
      }
    }
  }
}

async function timedSeconds(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

/** The migration to variants on a SQLite file of PRODUCT_COUNT products as they were before it. */
async function migrationSeconds(sqlitePath: string): Promise<string> {
  const db = await openDatabase({ sqlitePath, migrateUpTo: BEFORE_VARIANTS });
  try {
    return `${(await timeVariantsMigration(db, PRODUCT_COUNT, SEED)).toFixed(1)} s`;
  } finally {
    await db.destroy();
  }
}

async function buildCatalogue(db: Db): Promise<number> {
  const seconds = await timedSeconds(() => generateCatalogue(db, PRODUCT_COUNT, SEED));
  console.log(`Generated ${PRODUCT_COUNT} products on ${db.dialect.kind} in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Headers of an answer that each server adds of its own accord (node:http, or the request's id). */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'x-request-id',
]);

/**
 * A node:http server answering every request with the shop's own listing bytes and content type; with
 * `sameHeaders`, the shop's other headers too (security, caching, validator, a request id).
 */
async function startBaseline(dir: string, shop: Server, { sameHeaders = false } = {}): Promise<Server> {
  // As autocannon asks: for the answer as it is, not compressed.
  const response = await fetch(`${shop.url}${LISTING_PATH}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${LISTING_PATH} answered ${response.status}`);
  const bodyPath = path.join(dir, 'listing.json');
  fs.writeFileSync(bodyPath, Buffer.from(await response.arrayBuffer()));
  const headersPath = path.join(dir, 'listing-headers.json');
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  fs.writeFileSync(headersPath, JSON.stringify(headers));
  const port = await freePort();
  return startServer({
    args: [
      '--import',
      'tsx',
      path.join(ROOT, 'bench/baseline-server.ts'),
      String(port),
      bodyPath,
      response.headers.get('content-type') ?? 'application/json',
      ...(sameHeaders ? [headersPath] : []),
    ],
    cwd: ROOT,
    env: process.env,
    port,
    readyPath: '/',
    logPath: path.join(dir, sameHeaders ? 'baseline-headers.log' : 'baseline.log'),
  });
}

async function throughputSection(
  dir: string,
  sqlitePath: string,
  cleanup: Cleanup,
  activeProducts: number,
): Promise<{ throughput: string; pages: string }> {
  const shop = await startShop(dir, sqlitePath);
  cleanup.defer(() => shop.stop());
  const baseline = await startBaseline(dir, shop);
  cleanup.defer(() => baseline.stop());
  const sameAnswer = await startBaseline(dir, shop, { sameHeaders: true });
  cleanup.defer(() => sameAnswer.stop());

  console.log(`Throughput: ${THROUGHPUT_ROUNDS} rounds, alternating baseline and shop`);
  const cached = await measureThroughput(
    [
      { name: 'baseline node:http, same bytes', url: baseline.url, cpuSeconds: baseline.cpuSeconds },
      {
        name: 'node:http, same bytes and headers',
        url: sameAnswer.url,
        cpuSeconds: sameAnswer.cpuSeconds,
      },
      { name: CACHED_SCENARIO, url: `${shop.url}${LISTING_PATH}`, cpuSeconds: shop.cpuSeconds },
    ],
    THROUGHPUT_ROUNDS,
  );
  const pages = `${await measurePages(shop)}\n\n${await sitemapCheck(shop, activeProducts)}`;
  // Last, on its own: its slow queries and 2 000 cache entries would otherwise weigh on the cached runs.
  const paths = distinctListingPaths();
  let next = 0;
  const uncached = await measureThroughput(
    [
      {
        name: `shop ${paths.length} distinct listings (uncached)`,
        url: shop.url,
        nextPath: () => paths[next++ % paths.length]!,
        cpuSeconds: shop.cpuSeconds,
      },
    ],
    1,
  );
  // Quiet machine for the latency measurements that follow.
  await baseline.stop();
  await sameAnswer.stop();
  await shop.stop();
  const missed = uncached[0]!.requestsPerSecond[0]!;
  const missedLine = `Cache-missed listings >= ${UNCACHED_LISTINGS_TARGET.toLocaleString('en-ZA')} a second: ${verdict(missed >= UNCACHED_LISTINGS_TARGET)} (${missed.toFixed(0)})`;
  return {
    throughput: `${throughputTable([...cached, ...uncached], CACHED_SCENARIO)}\n\n${missedLine}`,
    pages,
  };
}

/** Lighthouse against the demo shop (its own images and 48 products), before anything loads the machine. */
async function lighthouse(dir: string, cleanup: Cleanup): Promise<string> {
  const shop = await startShop(dir, path.join(dir, 'demo.db'), { demo: true });
  cleanup.defer(() => shop.stop());
  const read = async <T>(address: string) => (await (await fetch(`${shop.url}${address}`)).json()) as T;
  const gym = await read<ProductPage>('/api/products?category=gym');
  // A product with options and reviews: its page carries the variant picker and the reviews.
  const details = await Promise.all(gym.items.map((p) => read<ShopProductDetail>(`/api/products/${p.id}`)));
  const product =
    details.find((p) => p.options.length > 0 && p.reviewCount > 0) ??
    details.find((p) => p.reviewCount > 0) ??
    details[0];
  const productPath = `/product/${product?.id}`;
  console.log('Lighthouse (mobile) on the demo shop…');
  const table = await lighthouseSection(shop.url, productPath, path.join(ROOT, 'dist/web'));
  await shop.stop();
  return table;
}

async function hostileImages(dir: string, cleanup: Cleanup): Promise<string> {
  const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
  const shopper = { email: 'bench-shopper@example.com', password: 'bench-shopper-password' };
  const shop = await startShop(dir, path.join(dir, 'images.db'), { admin });
  cleanup.defer(() => shop.stop());
  const signUp = await fetch(`${shop.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench Shopper', ...shopper }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  console.log('Sign-in while hostile images are processed…');
  const table = await hostileImagesSection(shop.url, admin, shopper);
  await shop.stop();
  return `Sign-in while hostile images are processed (docs/decisions/0013), empty shop on SQLite\n${table}`;
}

/** The shop on the generated catalogue, while the bench edits products in its database. */
async function catalogueEdits(dir: string, sqlitePath: string, cleanup: Cleanup): Promise<string> {
  const shop = await startShop(dir, sqlitePath);
  cleanup.defer(() => shop.stop());
  const db = await openDatabase({ sqlitePath });
  try {
    const table = await catalogueEditsSection(shop.url, db);
    return `Listings and the event loop while products are edited, 100 000 products on SQLite (docs/decisions/0014)\n${table}`;
  } finally {
    await db.destroy();
    await shop.stop();
  }
}

/** The shop's administrator signed in over HTTP: the session cookie as a browser sends it. */
async function signedIn(shop: Server, admin: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${shop.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Reviews at 100 000 products: three gym products, one given 2 000 published reviews, one 1 000 five-star ones. */
async function reviewsBench(dir: string, sqlitePath: string, cleanup: Cleanup): Promise<string> {
  const db = await openDatabase({ sqlitePath });
  const [reviewed, plain, top] = (
    await db.kysely
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'active')
      .where('category', '=', 'gym')
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((row) => row.id);
  if (!reviewed || !plain || !top) throw new Error('The generated catalogue has too few gym products');
  console.log(`Giving a product ${REVIEWS_ON_PRODUCT} reviews…`);
  await seedReviews(db, reviewed, REVIEWS_ON_PRODUCT);
  // Top rated: 1 000 five-star reviews outscore any rating the generator gave (at most 500 reviews).
  await seedReviews(db, top, 1_000, 5);
  await db.kysely
    .updateTable('products')
    .set({ rating: 0, review_count: 0 })
    .where('id', '=', plain)
    .execute();
  const admin = { email: 'bench-admin@example.co.za', password: 'a long bench passphrase' };
  const shop = await startShop(dir, sqlitePath, { admin });
  cleanup.defer(() => shop.stop());
  try {
    return await reviewsSection(shop, db, await signedIn(shop, admin), { reviewed, plain, top });
  } finally {
    await shop.stop();
    await db.destroy();
  }
}

async function searchSection(db: Db, generationSeconds: number): Promise<string> {
  console.log(`Search latency on ${db.dialect.kind}…`);
  const table = searchTable(await measureSearchLatency(db));
  return `Search latency, ${db.dialect.kind} (in process: catalog service search = page query + count; catalogue generated in ${generationSeconds.toFixed(1)} s)\n${table}`;
}

/** Runs after the search section: its writes must not disturb the search measurement. */
async function checkoutSection(db: Db): Promise<string> {
  console.log(`Checkouts on ${db.dialect.kind}…`);
  const table = checkoutTable(await measureCheckoutThroughput(db));
  return `Checkouts, ${db.dialect.kind} (in process through the app, 10 at a time, 400 measured after 40 warm-up)\n${table}`;
}

/** Search, then checkouts, on one database. */
async function databaseSections(db: Db, generationSeconds: number): Promise<string> {
  return `${await searchSection(db, generationSeconds)}\n\n${await checkoutSection(db)}\n\n${await adminListsSection(db)}`;
}

/** docs/decisions/0015: the admin lists at 100 000 products and 100 000 orders. */
async function adminListsSection(db: Db): Promise<string> {
  console.log(`Admin lists on ${db.dialect.kind}…`);
  const seconds = await timedSeconds(() => generateOrders(db, ORDER_COUNT, SEED));
  return `Admin lists, 100 000 products and ${ORDER_COUNT.toLocaleString('en-ZA')} orders on ${db.dialect.kind} (orders generated in ${seconds.toFixed(1)} s; in process, the page query and its count, 20 runs each after a warm-up)\n${await adminListsTable(db)}`;
}

/**
 * docs/decisions/0016: the CSV files through the built shop on a database that has the catalogue and the
 * orders (`databaseUrl`: PostgreSQL, else the SQLite file). Last: the import adds 50 000 products.
 */
async function csvSection(dir: string, cleanup: Cleanup, sqlitePath: string, databaseUrl?: string) {
  const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
  const shop = await startShop(dir, sqlitePath, { admin, databaseUrl });
  cleanup.defer(() => shop.stop());
  const engine = databaseUrl ? 'postgres' : 'sqlite';
  console.log(`CSV files on ${engine}…`);
  try {
    return `CSV import and export, 100 000 products and ${ORDER_COUNT.toLocaleString('en-ZA')} orders on ${engine} (through the built server; its peak resident memory from a reset just before each request)\n${await csvFilesSection(shop, admin, databaseUrl ? undefined : sqlitePath)}`;
  } finally {
    await shop.stop();
  }
}

async function postgresSection(dir: string, cleanup: Cleanup): Promise<string | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  return withTemporaryPostgresDatabase(
    serverUrl,
    async (db, url) =>
      `${await databaseSections(db, await buildCatalogue(db))}\n\n${await csvSection(dir, cleanup, '', url)}`,
  );
}

function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, load average ${load}`;
}

async function main(cleanup: Cleanup): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  cleanup.defer(() => fs.rmSync(dir, { recursive: true, force: true }));
  const sqlitePath = path.join(dir, 'catalogue.db');

  // `npm run bench -- --only=lighthouse` (or hostile-images, invoices, checkout, catalogue-edits, reviews,
  // admin-lists, csv, variants-migration, variants, compare, cluster, listing, pages, search, million):
  // that part alone.
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const sections = [`Machine: ${machine()}`];
  if (!only || only === 'lighthouse') {
    const lighthouseTable = await lighthouse(dir, cleanup);
    sections.push(
      `Lighthouse, mobile preset (simulated slow 4G and a 4x slower CPU), demo shop, ${RUNS_NOTE}\n${lighthouseTable}`,
    );
  }
  if (!only || only === 'hostile-images') sections.push(await hostileImages(dir, cleanup));
  if (only === 'admin-lists') {
    const catalogue = await openDatabase({ sqlitePath });
    cleanup.defer(() => catalogue.destroy());
    await buildCatalogue(catalogue);
    sections.push(await adminListsSection(catalogue));
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      sections.push(
        await withTemporaryPostgresDatabase(serverUrl, async (db) => {
          await buildCatalogue(db);
          return adminListsSection(db);
        }),
      );
    }
  }
  if (only === 'csv') {
    const catalogue = await openDatabase({ sqlitePath });
    await buildCatalogue(catalogue);
    await generateOrders(catalogue, ORDER_COUNT, SEED);
    await catalogue.destroy();
    sections.push(await csvSection(dir, cleanup, sqlitePath));
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      sections.push(
        await withTemporaryPostgresDatabase(serverUrl, async (db, url) => {
          await buildCatalogue(db);
          await generateOrders(db, ORDER_COUNT, SEED);
          return csvSection(dir, cleanup, '', url);
        }),
      );
    }
  }
  if (only === 'compare') {
    // `-- --only=compare --base=<revision>`: listing, search and checkout of that commit and this one.
    const revision = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
    if (!revision) throw new Error('--only=compare needs --base=<revision>');
    const other = buildOtherCommit(ROOT, dir, revision, (step) => cleanup.defer(step));
    const baseSchema = lastMigrationOf(ROOT, revision);
    const catalogue = await openDatabase({ sqlitePath, migrateUpTo: baseSchema });
    await buildCatalogue(catalogue);
    await catalogue.destroy();
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const table = await compareCommits(
      ROOT,
      dir,
      [other, { name: `${head} (this)`, root: ROOT }],
      sqlitePath,
      serverUrl
        ? (work) =>
            withTemporaryPostgresDatabase(
              serverUrl,
              async (db, url) => {
                await buildCatalogue(db);
                return work(db, url);
              },
              baseSchema,
            )
        : undefined,
    );
    sections.push(
      `Two commits in one run, 100 000 products (listing over HTTP; search and checkouts in process, each commit by its own code)\n${table}`,
    );
  }
  if (only === 'variants-migration') {
    const timings = [`sqlite: ${await migrationSeconds(path.join(dir, 'before-variants.db'))}`];
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const seconds = await withTemporaryPostgresDatabase(
        serverUrl,
        (db) => timeVariantsMigration(db, PRODUCT_COUNT, SEED),
        BEFORE_VARIANTS,
      );
      timings.push(`postgres: ${seconds.toFixed(1)} s`);
    }
    sections.push(`The migration to variants at ${PRODUCT_COUNT} products: ${timings.join(', ')}`);
  }
  if (only === 'variants') {
    // Not part of the full run: it adds about 4 minutes on SQLite and 5 on PostgreSQL
    // (docs/benchmarks.md, "At 100 000 products with variants").
    sections.push(
      await variantsSection({
        dir,
        productCount: PRODUCT_COUNT,
        seed: SEED,
        serverUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
        defer: (step) => cleanup.defer(step),
      }),
    );
  }
  if (!only || only === 'invoices') {
    sections.push(
      await invoicesSection(dir, process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL),
    );
  }
  if (only === 'checkout') {
    // Checkouts and the payments that follow them (each issuing its invoice), on both engines.
    const catalogue = await openDatabase({ sqlitePath });
    cleanup.defer(() => catalogue.destroy());
    await buildCatalogue(catalogue);
    sections.push(await checkoutSection(catalogue));
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      sections.push(
        await withTemporaryPostgresDatabase(serverUrl, async (db) => {
          await buildCatalogue(db);
          return checkoutSection(db);
        }),
      );
    }
  }
  if (only === 'catalogue-edits') {
    const catalogue = await openDatabase({ sqlitePath });
    await buildCatalogue(catalogue);
    await catalogue.destroy();
    sections.push(await catalogueEdits(dir, sqlitePath, cleanup));
  }
  if (only === 'reviews') {
    const catalogue = await openDatabase({ sqlitePath });
    await buildCatalogue(catalogue);
    await catalogue.destroy();
    sections.push(await reviewsBench(dir, sqlitePath, cleanup));
  }
  if (only === 'listing') {
    const catalogue = await openDatabase({ sqlitePath });
    await buildCatalogue(catalogue);
    await catalogue.destroy();
    const { throughput } = await throughputSection(dir, sqlitePath, cleanup, PRODUCT_COUNT);
    sections.push(`Listing throughput (as in the full run)\n${throughput}`);
  }
  if (only === 'pages') {
    // The pages against their JSON, and for a visitor with a cart (decision 0029), as in the full run.
    const catalogue = await openDatabase({ sqlitePath });
    await buildCatalogue(catalogue);
    await catalogue.destroy();
    const shop = await startShop(dir, sqlitePath);
    cleanup.defer(() => shop.stop());
    sections.push(
      `Server-rendered pages against their JSON (as in the full run)\n${await measurePages(shop)}`,
    );
  }
  if (only === 'search') {
    const catalogue = await openDatabase({ sqlitePath });
    cleanup.defer(() => catalogue.destroy());
    sections.push(await searchSection(catalogue, await buildCatalogue(catalogue)));
  }
  if (only === 'million') sections.push(await millionSection(dir, SEED));
  if (only === 'cluster') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('--only=cluster needs BENCH_DATABASE_URL (a PostgreSQL server)');
    sections.push(await clusterSection(serverUrl));
  }
  if (only) {
    console.log(`\n${sections.join('\n\n')}`);
    return;
  }
  const sqlite = await openDatabase({ sqlitePath });
  const generationSeconds = await buildCatalogue(sqlite);
  const { active } = await sqlite.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  await sqlite.destroy();

  const { throughput, pages } = await throughputSection(dir, sqlitePath, cleanup, Number(active));
  const edits = await catalogueEdits(dir, sqlitePath, cleanup);
  sections.push(
    `Listing throughput (autocannon: 10 connections, pipelining 1; per run a discarded warm-up of 2 s, 5 s in round 1, then 10 s measured)\n${throughput}`,
  );
  sections.push(
    `Server-rendered pages against their JSON, 100 000 products (cost: the server's CPU per request ÷ the JSON's)\n${pages}`,
  );
  sections.push(edits);
  // It gives one product reviews; no later section reads them.
  sections.push(await reviewsBench(dir, sqlitePath, cleanup));

  const db = await openDatabase({ sqlitePath });
  cleanup.defer(() => db.destroy());
  sections.push(await databaseSections(db, generationSeconds));
  sections.push(await csvSection(dir, cleanup, sqlitePath));
  const postgres = await postgresSection(dir, cleanup);
  if (postgres) sections.push(postgres);

  console.log(`\n${sections.join('\n\n')}`);
}

const cleanup = new Cleanup();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => void cleanup.run().then(() => process.exit(code)));
}
try {
  await main(cleanup);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup.run();
}
