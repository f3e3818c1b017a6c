/**
 * Product variants (docs/decisions/0018-product-variants.md): the shop at 100 000 products with on
 * average 4 variants each against the same catalogue without options, in one run on one engine (`npm run bench -- --only=variants`; PostgreSQL too with
 * BENCH_DATABASE_URL). Both catalogues come from one seed (bench/generate-catalogue.ts): the same
 * products, one set simple, the other with options. Every figure is measured on both in turn (run
 * by run, term by term, or A, B, B, A for the listings), so that the machine's drift falls on both;
 * the report is the ratio, with variants ÷ without (goal: within 10 %).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { AdminProductsQuery } from '../src/shared/schemas/admin-products.js';
import { type Db, openDatabase } from '../src/server/db/database.js';
import { createCatalogAdminService } from '../src/server/modules/catalog/index.js';
import { createMediaService } from '../src/server/modules/media/index.js';
import { type ListCase, productListCases, timeListCases } from './admin-lists.js';
import { measureCheckoutThroughput } from './checkout-throughput.js';
import {
  catalogueDifferences,
  generateCatalogue,
  generateThroughCatalogueWrites,
} from './generate-catalogue.js';
import { withTemporaryPostgresDatabase } from './postgres.js';
import type { Server } from './processes.js';
import { measureSearchLatencies } from './search-latency.js';
import { ROOT, type ShopOptions, startShop } from './shop.js';
import { readSitemap } from './sitemap.js';
import { formatTable } from './table.js';
import { distinctListingPaths, measureThroughput } from './throughput.js';

/** Rounds of each repeated figure, per catalogue, alternating the two. */
const ROUNDS = 4;
/** Rounds of cache-missed listings (10 s measured each), in the order A, B, B, A …: the noisiest figure. */
const LISTING_ROUNDS = 4;
/** Runs of each admin list per catalogue (the admin-lists section's 20 leave a p95 at the mercy of two slow runs). */
const LIST_RUNS = 60;
const SITEMAP_READS = 5;
/** Products written both ways (batched, and through saveVariants one at a time) to check the generator. */
const CHECKED_PRODUCTS = 1_000;
/** Within 10 %: a rate at least 0.9 of the catalogue's without options, a time or size at most 1.1 of it. */
const GOAL = 0.1;

type Engine = 'sqlite' | 'postgres';

interface Catalogue {
  name: string;
  db: Db;
  /** The shop's database: a SQLite file, or PostgreSQL's address. */
  sqlitePath: string;
  databaseUrl?: string;
  variants: boolean;
  /** Its active products, once generated. */
  active: number;
}

export interface VariantsSectionOptions {
  dir: string;
  productCount: number;
  seed: number;
  /** A PostgreSQL server's address: the same figures there too. */
  serverUrl?: string | undefined;
  defer: (step: () => unknown) => void;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A figure of both catalogues: its value per run, and which way is better. */
interface Figure {
  name: string;
  without: readonly number[];
  with: readonly number[];
  digits: number;
  /** 'higher': a rate; 'lower': a time or a size; undefined: a fact, not a figure with a goal. */
  better?: 'higher' | 'lower';
  /** How the runs combine into the figure (default mean). */
  combine?: (values: readonly number[]) => number;
}

function figureRow(f: Figure): string[] {
  const combine = f.combine ?? mean;
  const cell = (values: readonly number[]) =>
    values.length > 1
      ? `${combine(values).toFixed(f.digits)} (${values.map((v) => v.toFixed(f.digits)).join(' / ')})`
      : (values[0]?.toFixed(f.digits) ?? '');
  const ratio = combine(f.with) / combine(f.without);
  const within =
    f.better === undefined
      ? ''
      : (f.better === 'higher' ? ratio >= 1 - GOAL : ratio <= 1 + GOAL)
        ? 'yes'
        : 'NO';
  return [f.name, cell(f.without), cell(f.with), f.better ? ratio.toFixed(2) : '', within];
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { seconds: (performance.now() - start) / 1000, value };
}

/**
 * Writes CHECKED_PRODUCTS products with variants into two empty databases, batched as the bench's
 * generator writes them and one at a time through the catalogue's own writes, and compares their
 * products and variants row by row. Throws when they differ: the figures would not be of what the
 * shop writes.
 */
async function checkGenerator(a: Db, b: Db, seed: number): Promise<string> {
  await generateCatalogue(a, CHECKED_PRODUCTS, seed, { variants: true });
  await generateThroughCatalogueWrites(b, CHECKED_PRODUCTS, seed);
  const differences = await catalogueDifferences(a, b);
  if (differences.length > 0) {
    throw new Error(
      `The generator's variants differ from the catalogue's writes (${differences.length} rows):\n${differences.slice(0, 3).join('\n')}`,
    );
  }
  return `the generator's batched writes and insertProducts + saveVariants one product at a time give the same rows (${CHECKED_PRODUCTS} products)`;
}

async function generate(catalogue: Catalogue, productCount: number, seed: number) {
  const { seconds } = await timed(() =>
    generateCatalogue(catalogue.db, productCount, seed, { variants: catalogue.variants }),
  );
  // Both catalogues in the same state of storage, as a restored dump would be: loading leaves each
  // table and index with its own history of dead rows and half-filled pages (with variants, the
  // simple variants the batches replaced and the products' second write; the trigram indexes of
  // both, built row by row, twice their size after a rebuild), which moved the searches by 20 %
  // either way from run to run (docs/benchmarks.md).
  // Then a plain vacuum: a rewritten table's pages are not marked all-visible until one has run, and
  // every count would read the table instead of an index.
  if (catalogue.db.dialect.kind === 'postgres') {
    await sql`vacuum full`.execute(catalogue.db.kysely);
    await sql`vacuum analyze`.execute(catalogue.db.kysely);
  }
  const count = async (table: 'products' | 'product_variants', active: boolean) => {
    const row = await catalogue.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .$if(active && table === 'products', (q) => q.where('status', '=', 'active'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const facts = {
    seconds,
    products: await count('products', false),
    active: await count('products', true),
    variants: await count('product_variants', false),
  };
  console.log(
    `  ${catalogue.name}: ${facts.products} products, ${facts.variants} variants in ${seconds.toFixed(1)} s`,
  );
  return facts;
}

/** A running server's heap after a full collection, through bench/memory-probe.mjs. */
async function serverHeapMb(server: Server, probeFile: string): Promise<number> {
  fs.rmSync(probeFile, { force: true });
  process.kill(server.pid!, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (fs.existsSync(probeFile)) {
      const usage = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
      return usage.heapUsed / (1024 * 1024);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not answer the memory probe');
}

/** The index's share, in a process of its own (bench/index-memory.ts). */
async function indexMemory(catalogue: Catalogue) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(ROOT, 'bench/index-memory.ts'),
      catalogue.databaseUrl ?? catalogue.sqlitePath,
    ],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    heapMb: number;
    externalMb: number;
    residentMb: number;
  };
}

/** The figures the shop's own server process gives: memory once the index is built, listings, the sitemap. */
async function serverFigures(
  dir: string,
  engine: Engine,
  catalogues: readonly [Catalogue, Catalogue],
  defer: (step: () => unknown) => void,
) {
  const shops: Server[] = [];
  const probes: string[] = [];
  for (const [i, catalogue] of catalogues.entries()) {
    const probe = path.join(dir, `memory-${engine}-${i}.json`);
    const options: ShopOptions = {
      ...(catalogue.databaseUrl && { databaseUrl: catalogue.databaseUrl }),
      nodeArgs: ['--expose-gc', '--import', path.join(ROOT, 'bench/memory-probe.mjs')],
      env: { BENCH_MEMORY_PROBE: probe },
      logName: `variants-${engine}-${i}.log`,
    };
    const shop = await startShop(dir, catalogue.sqlitePath, options);
    defer(() => shop.stop());
    shops.push(shop);
    probes.push(probe);
  }
  // Ready means the index is built (before the server listens); nothing has been asked of it yet.
  const heap = await Promise.all(shops.map((shop, i) => serverHeapMb(shop, probes[i]!)));
  const resident = shops.map((shop) => shop.residentMb());

  console.log(`  cache-missed listings on ${engine}, ${LISTING_ROUNDS} rounds alternating the catalogues`);
  const paths = distinctListingPaths();
  const listings = await measureThroughput(
    shops.map((shop, i) => {
      let next = 0;
      return {
        name: `${catalogues[i]!.name}: ${paths.length} distinct listings (uncached)`,
        url: shop.url,
        nextPath: () => paths[next++ % paths.length]!,
        cpuSeconds: shop.cpuSeconds,
      };
    }),
    LISTING_ROUNDS,
    { swapped: true },
  );

  const sitemaps: number[][] = [[], []];
  for (let read = 0; read < SITEMAP_READS; read++) {
    for (const [i, shop] of shops.entries()) {
      const { seconds, products } = await readSitemap(shop);
      if (products !== catalogues[i]!.active) {
        throw new Error(`${catalogues[i]!.name}: the sitemap lists ${products} of ${catalogues[i]!.active}`);
      }
      sitemaps[i]!.push(seconds);
    }
  }
  for (const shop of shops) await shop.stop();
  return { heap, resident, listings, sitemaps };
}

/** The admin's product service on a database, as the admin-lists section builds it. */
function adminProducts(db: Db) {
  const now = () => new Date();
  return createCatalogAdminService({
    db: db.kysely,
    media: createMediaService({ db: db.kysely, now }),
    onProductsChanged: () => undefined,
    now,
  });
}

/** The low-stock filter alone: any variant on sale at or below 10. */
function lowStockCase(db: Db): ListCase {
  const products = adminProducts(db);
  return [
    'products: stock <= 10 (newest)',
    () => products.list({ stockAtMost: 10 } satisfies AdminProductsQuery),
  ];
}

const lowStockMatches = async (db: Db, query: AdminProductsQuery) =>
  (await adminProducts(db).list(query)).total;

/**
 * The low-stock filter on equal work: 'any variant on sale at or below 10' matches several times as
 * many products as a plain catalogue's 10 (four variants, each of which may run low), and a list's
 * count grows with its matches. The plain catalogue is asked at the least threshold that matches at
 * least as many products as `matches` (the catalogue with variants' at 10); the other at 10.
 */
async function lowStockAlike(
  db: Db,
  { name, query }: { name: string; query: AdminProductsQuery },
  matches: number,
  { plain }: { plain: boolean },
) {
  let threshold = 10;
  while (plain && (await lowStockMatches(db, { ...query, stockAtMost: threshold })) < matches) threshold += 1;
  const products = adminProducts(db);
  const listCase: ListCase = [
    `products: ${name}, as many matches`,
    () => products.list({ ...query, stockAtMost: threshold }),
  ];
  return { listCase, threshold, matches: await lowStockMatches(db, { ...query, stockAtMost: threshold }) };
}

/** The low-stock lists compared on equal work: alone (newest first), and the admin-lists section's filtered one. */
const LOW_STOCK_LISTS = [
  { name: 'low stock (newest)', query: {} },
  { name: 'gym, active, low stock, by price', query: { category: 'gym', status: 'active', sort: 'price' } },
] as const satisfies ReadonlyArray<{ name: string; query: AdminProductsQuery }>;

/** Every figure on one engine, for the two catalogues (without options first). */
async function engineSection(
  dir: string,
  engine: Engine,
  catalogues: readonly [Catalogue, Catalogue],
  check: string,
  { productCount, seed, defer }: VariantsSectionOptions,
): Promise<string> {
  console.log(`Variants on ${engine}: generating both catalogues…`);
  const facts = [];
  for (const catalogue of catalogues) {
    const generated = await generate(catalogue, productCount, seed);
    catalogue.active = generated.active;
    facts.push(generated);
  }
  const [plain, variants] = catalogues;

  const server = await serverFigures(dir, engine, catalogues, defer);

  console.log(`  the index's memory, in a process of its own`);
  const index = [await indexMemory(plain), await indexMemory(variants)];

  console.log(`  search on ${engine}, each term on both catalogues in turn`);
  const search: number[][] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    const latencies = await measureSearchLatencies(catalogues.map((c) => c.db));
    latencies.forEach((latency, i) => search[i]!.push(latency.overall.p95));
  }

  console.log(`  the admin's product list on ${engine}`);
  const alike: Array<Array<Awaited<ReturnType<typeof lowStockAlike>>>> = [];
  for (const list of LOW_STOCK_LISTS) {
    const matches = await lowStockMatches(variants.db, { ...list.query, stockAtMost: 10 });
    alike.push(
      await Promise.all(catalogues.map((c) => lowStockAlike(c.db, list, matches, { plain: c === plain }))),
    );
  }
  const listCases = catalogues.map((c, i) => [
    ...productListCases(c.db),
    lowStockCase(c.db),
    ...alike.map((pair) => pair[i]!.listCase),
  ]);
  const lists = await timeListCases(listCases, LIST_RUNS);
  const lowStock = {
    alone: await Promise.all(catalogues.map((c) => lowStockMatches(c.db, { stockAtMost: 10 }))),
    filtered: await Promise.all(
      catalogues.map((c) =>
        lowStockMatches(c.db, { category: 'gym', status: 'active', stockAtMost: 10, sort: 'price' }),
      ),
    ),
  };

  console.log(`  checkouts on ${engine}`);
  const checkouts: number[][] = [[], []];
  const adds: number[][] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...catalogues.entries()];
    if (round % 2 === 1) order.reverse();
    for (const [i, catalogue] of order) {
      const result = await measureCheckoutThroughput(
        catalogue.db,
        catalogue.variants ? 'variants' : 'simple products',
      );
      checkouts[i]!.push(result.checkouts.perSecond);
      adds[i]!.push(result.adds.perSecond);
    }
  }

  /** A figure from its values per catalogue (each a run's, or the one). */
  const figure = (
    name: string,
    [without, withVariants]: ReadonlyArray<number | readonly number[]>,
    digits: number,
    better?: Figure['better'],
    combine?: Figure['combine'],
  ): Figure => {
    const runs = (v: number | readonly number[] | undefined) => (typeof v === 'number' ? [v] : (v ?? []));
    return { name, without: runs(without), with: runs(withVariants), digits, better, combine };
  };
  const figures: Figure[] = [
    figure('products', [facts[0]!.products, facts[1]!.products], 0),
    figure('  of them active', [facts[0]!.active, facts[1]!.active], 0),
    figure('variants', [facts[0]!.variants, facts[1]!.variants], 0),
    figure(
      'variants per product',
      [facts[0]!.variants / facts[0]!.products, facts[1]!.variants / facts[1]!.products],
      2,
    ),
    figure('catalogue generated, s', [facts[0]!.seconds, facts[1]!.seconds], 1),
    figure(
      'cache-missed listings, requests/s',
      server.listings.map((m) => m.requestsPerSecond),
      0,
      'higher',
    ),
    figure(
      'cache-missed listings, server CPU µs/request',
      server.listings.map((m) => m.cpuMicrosPerRequest),
      0,
      'lower',
    ),
    figure(
      'cache-missed listings, p95 ms (last round)',
      server.listings.map((m) => m.p95),
      0,
    ),
    figure('search p95 ms (overall, 288 searches a run)', search, 2, 'lower'),
    figure('checkouts/s (2-line carts)', checkouts, 0, 'higher'),
    figure('add to cart/s (its baseline)', adds, 0, 'higher'),
    ...listCases[0]!.map(([name], i) =>
      figure(`admin ${name}, p95 ms`, [lists[0]![i]!.p95, lists[1]![i]!.p95], 2, 'lower'),
    ),
    figure('  products matching stock <= 10', lowStock.alone, 0),
    figure('  products matching gym, active, stock <= 10', lowStock.filtered, 0),
    ...LOW_STOCK_LISTS.flatMap(({ name }, i) => [
      figure(
        `  ${name}, as many matches: threshold`,
        alike[i]!.map((a) => a.threshold),
        0,
      ),
      figure(
        `  ${name}, as many matches: products matching`,
        alike[i]!.map((a) => a.matches),
        0,
      ),
    ]),
    figure(`sitemap, s (median of ${SITEMAP_READS} reads)`, server.sitemaps, 2, 'lower', median),
    // What V8 hands back to the system after building the index varies by tens of MB from run to
    // run: the heap is the figure with a goal.
    figure('server resident MB, index built', server.resident, 0),
    figure('server heap used MB, index built (after GC)', server.heap, 0, 'lower'),
    figure(
      "index's share: heap MB",
      index.map((m) => m.heapMb),
      1,
      'lower',
    ),
    figure(
      "index's share: external MB (typed arrays)",
      index.map((m) => m.externalMb),
      1,
      'lower',
    ),
    // Resident memory moves with what the collector keeps of the rows read: a fact, no goal.
    figure(
      "index's share: resident MB",
      index.map((m) => m.residentMb),
      0,
    ),
  ];
  const table = formatTable(
    ['figure', 'without options', 'with variants', 'ratio', 'within 10 %'],
    figures.map(figureRow),
  );
  return `${table}\n\nCheck: ${check}.`;
}

async function sqliteSection(options: VariantsSectionOptions): Promise<string> {
  const { dir } = options;
  const open = async (name: string, variants: boolean): Promise<Catalogue> => {
    const sqlitePath = path.join(dir, `${name}.db`);
    const db = await openDatabase({ sqlitePath });
    options.defer(() => db.destroy());
    return { name: variants ? 'with variants' : 'without options', db, sqlitePath, variants, active: 0 };
  };
  const [checkA, checkB] = [await open('check-batched', true), await open('check-writes', true)];
  const check = await checkGenerator(checkA.db, checkB.db, options.seed);
  const catalogues = [await open('without-options', false), await open('with-variants', true)] as const;
  return engineSection(dir, 'sqlite', catalogues, check, options);
}

async function postgresSection(options: VariantsSectionOptions, serverUrl: string): Promise<string> {
  const check = await withTemporaryPostgresDatabase(serverUrl, (a) =>
    withTemporaryPostgresDatabase(serverUrl, (b) => checkGenerator(a, b, options.seed)),
  );
  return withTemporaryPostgresDatabase(serverUrl, (plain, plainUrl) =>
    withTemporaryPostgresDatabase(serverUrl, (variants, variantsUrl) =>
      engineSection(
        options.dir,
        'postgres',
        [
          {
            name: 'without options',
            db: plain,
            sqlitePath: '',
            databaseUrl: plainUrl,
            variants: false,
            active: 0,
          },
          {
            name: 'with variants',
            db: variants,
            sqlitePath: '',
            databaseUrl: variantsUrl,
            variants: true,
            active: 0,
          },
        ],
        check,
        options,
      ),
    ),
  );
}

/** The section's report: a table per engine. */
export async function variantsSection(options: VariantsSectionOptions): Promise<string> {
  const heading = (engine: string) =>
    `With variants against without options, ${options.productCount.toLocaleString('en-ZA')} products on ${engine} (one seed; listings and the sitemap through the built server, the rest in process; with variants ÷ without, goal within 10 %)`;
  const sections = [`${heading('SQLite')}\n${await sqliteSection(options)}`];
  if (options.serverUrl) {
    sections.push(`${heading('PostgreSQL')}\n${await postgresSection(options, options.serverUrl)}`);
  }
  return sections.join('\n\n');
}
