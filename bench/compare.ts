import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../src/server/db/database.js';
import type { CheckoutThroughput } from './checkout-throughput.js';
import type { SearchLatency } from './search-latency.js';
import { type Server, freePort, startServer } from './processes.js';
import { formatTable } from './table.js';
import { type Measurement, distinctListingPaths, measureThroughput } from './throughput.js';
import { RAISED_LIMITS } from '../src/server/testing/raised-limits.js';

/**
 * The last migration `revision` has: the other commit's schema, which the generated catalogue is
 * made at, so that both commits open it (each migrates its own copies further, as a shop updated to
 * it would).
 */
export function lastMigrationOf(root: string, revision: string): string {
  const names = execFileSync('git', ['ls-tree', '--name-only', revision, 'src/server/db/migrations/'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .map((file) => path.basename(file))
    .filter((name) => /^\d{4}-\d\d-\d\d-\d{4}-[\w-]+\.ts$/.test(name))
    .sort();
  const last = names.at(-1);
  if (!last) throw new Error(`${revision} has no migrations`);
  return last.replace(/\.ts$/, '');
}

/** Rounds of each figure, alternating the commits (base, this, base, this…) so the machine's drift falls on both. */
const ROUNDS = 3;
const LISTING_PATH = '/api/products?category=gym';

export interface Checkout {
  name: string;
  root: string;
}

/**
 * Another commit beside this one, built: a git worktree of `revision` that shares this checkout's
 * node_modules (the same dependencies), its removal handed to `defer` as soon as it exists.
 */
export function buildOtherCommit(
  root: string,
  dir: string,
  revision: string,
  defer: (step: () => unknown) => void,
): Checkout {
  const other = path.join(dir, 'base');
  execFileSync('git', ['worktree', 'add', '--detach', other, revision], { cwd: root, stdio: 'inherit' });
  defer(() => execFileSync('git', ['worktree', 'remove', '--force', other], { cwd: root, stdio: 'inherit' }));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(other, 'node_modules'));
  console.log(`Building ${revision} beside this checkout…`);
  execFileSync('npm', ['run', 'build'], { cwd: other, stdio: 'ignore' });
  return { name: revision, root: other };
}

async function startShopOf(checkout: Checkout, dir: string, sqlitePath: string): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return startServer({
    args: [path.join(checkout.root, 'dist/server/main.js')],
    cwd: checkout.root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      REQUEST_LIMITS: RAISED_LIMITS,
    },
    port,
    readyPath: '/api/config',
    logPath: path.join(dir, `${path.basename(checkout.root)}-shop.log`),
  });
}

/** A figure per round of each commit: its rounds, and the ratio of this commit's median to the other's. */
function row(name: string, base: readonly number[], current: readonly number[], digits = 0): string[] {
  const median = (values: readonly number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const spread = (values: readonly number[]) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  return [name, spread(base), spread(current), (median(current) / median(base)).toFixed(2)];
}

/** One commit's in-process figure, measured by its own code in a process of its own. */
function inProcess<T>(checkout: Checkout, part: 'search' | 'checkout', database: string, root: string): T {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/compare-worker.ts'), checkout.root, part, database],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`${checkout.name} ${part}: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as T;
}

/**
 * The listing (HTTP, cached and not), search and checkout figures of two commits in the same run, on
 * the same generated catalogue: each commit's server on a copy of the SQLite file, its in-process
 * figures by its own code on another copy; `postgres`: search and checkout again on PostgreSQL.
 */
export async function compareCommits(
  root: string,
  dir: string,
  [base, current]: readonly [Checkout, Checkout],
  sqlitePath: string,
  /** A PostgreSQL database with the catalogue, for `work`: called once per commit, each its own. */
  postgres?: (work: (db: Db, url: string) => Promise<string[][]>) => Promise<string[][]>,
): Promise<string> {
  const rows: string[][] = [];
  const copyOf = (checkout: Checkout, use: string) => {
    const file = path.join(dir, `${path.basename(checkout.root)}-${use}.db`);
    fs.copyFileSync(sqlitePath, file);
    return file;
  };

  const shops = await Promise.all([base, current].map(async (c) => startShopOf(c, dir, copyOf(c, 'shop'))));
  try {
    const paths = distinctListingPaths();
    let next = 0;
    const listings = await measureThroughput(
      shops.flatMap((shop, i) => [
        { name: `${i} cached`, url: `${shop.url}${LISTING_PATH}`, cpuSeconds: shop.cpuSeconds },
        {
          name: `${i} uncached`,
          url: shop.url,
          nextPath: () => paths[next++ % paths.length]!,
          cpuSeconds: shop.cpuSeconds,
        },
      ]),
      ROUNDS,
    );
    const of = (name: string) => listings.find((m) => m.scenario === name)!;
    const figure = (label: string, kind: string, read: (m: Measurement) => number[]) =>
      rows.push(row(label, read(of(`0 ${kind}`)), read(of(`1 ${kind}`))));
    figure('listing, cached: requests/s', 'cached', (m) => m.requestsPerSecond);
    figure('listing, uncached: requests/s', 'uncached', (m) => m.requestsPerSecond);
    figure('listing, uncached: server CPU µs/request', 'uncached', (m) => m.cpuMicrosPerRequest);
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
  }

  const inProcessRows = (engine: string, database: (c: Checkout) => string) => {
    const search = { base: [] as number[], current: [] as number[] };
    const searchP95 = { base: [] as number[], current: [] as number[] };
    const checkouts = { base: [] as number[], current: [] as number[] };
    const ratio = { base: [] as number[], current: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [key, checkout] of [
        ['base', base],
        ['current', current],
      ] as const) {
        console.log(`  round ${round + 1}: ${checkout.name} search and checkouts on ${engine}`);
        const latency = inProcess<SearchLatency>(checkout, 'search', database(checkout), root);
        search[key].push(latency.overall.p50);
        searchP95[key].push(latency.overall.p95);
        const result = inProcess<CheckoutThroughput>(checkout, 'checkout', database(checkout), root);
        checkouts[key].push(result.checkouts.perSecond);
        ratio[key].push(result.checkouts.perSecond / result.adds.perSecond);
      }
    }
    return [
      row(`search, ${engine}: p50 ms`, search.base, search.current, 2),
      row(`search, ${engine}: p95 ms`, searchP95.base, searchP95.current, 2),
      row(`checkout, ${engine}: per second`, checkouts.base, checkouts.current),
      row(`checkout, ${engine}: vs add to cart`, ratio.base, ratio.current, 2),
    ];
  };
  const files = new Map([base, current].map((c) => [c, copyOf(c, 'in-process')]));
  rows.push(...inProcessRows('SQLite', (c) => files.get(c)!));
  if (postgres) {
    // A database each: one commit's migrations must not reach the other's.
    rows.push(
      ...(await postgres((_base, baseUrl) =>
        postgres(async (_current, currentUrl) =>
          inProcessRows('PostgreSQL', (c) => (c === base ? baseUrl : currentUrl)),
        ),
      )),
    );
  }

  return formatTable(
    [
      'figure',
      `${base.name} (rounds, min–max)`,
      `${current.name} (rounds, min–max)`,
      'this ÷ base (medians)',
    ],
    rows,
  );
}
