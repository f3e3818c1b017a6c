import { randomUUID } from 'node:crypto';
import type { Db } from '../src/server/db/database.js';
import { summarize } from './stats.js';
import { formatTable, verdict } from './table.js';
import { distinctListingPaths } from './throughput.js';

/** The goal of docs/decisions/0014: neither a listing nor the event loop waits long while products are edited. */
export const STALL_TARGET_MS = 50;
const SECONDS = 20;
const EDIT_EVERY_MS = 2_000;
const LISTING_EVERY_MS = 50;
const PROBE_EVERY_MS = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request's time to its last byte; refused answers fail the run. */
export async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/** Requests one after another, `every` ms apart, until `until`; answers each one's time. */
async function paced(until: number, every: number, nextUrl: () => string): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    times.push(await timed(nextUrl()));
    await pause(every);
  }
  return times;
}

type Edit = (round: number) => Promise<unknown>;

/**
 * Listings (each a different filter, so none comes from the response cache) at about 20 a second,
 * and the cheapest answer (`/api/config`) every 25 ms as a probe of the server's event loop, for
 * 20 s each: quiet; while a product's title changes every 2 s; while a promotion's discount changes
 * every 2 s (every price in its category moves). Written to the database as any app server would,
 * so the catalogue's revision moves.
 */
export async function catalogueEditsSection(shopUrl: string, db: Db): Promise<string> {
  const paths = distinctListingPaths();
  let next = 0;
  const ids = (
    await db.kysely.selectFrom('products').select('id').where('status', '=', 'active').limit(50).execute()
  ).map((row) => row.id);
  const promotionId = randomUUID();
  await db.kysely
    .insertInto('sale_promotions')
    .values({
      id: promotionId,
      name: 'Bench promotion',
      description: null,
      discount_bps: 1_000,
      start_date: new Date(Date.now() - 86_400_000).toISOString(),
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      is_active: 1,
      applies_to_all: 0,
      category: 'gym',
      created_at: new Date().toISOString(),
    })
    .execute();

  const editProduct: Edit = (round) =>
    db.kysely
      .updateTable('products')
      .set({ title: `Edited product ${round}`, updated_at: new Date().toISOString() })
      .where('id', '=', ids[round % ids.length]!)
      .execute();
  const editPromotion: Edit = (round) =>
    db.kysely
      .updateTable('sale_promotions')
      .set({ discount_bps: 1_000 + (round % 20) * 100 })
      .where('id', '=', promotionId)
      .execute();

  async function run(edit?: Edit) {
    const until = performance.now() + SECONDS * 1000;
    let edited = 0;
    const editing = (async () => {
      while (edit && performance.now() < until) {
        await pause(EDIT_EVERY_MS);
        await edit(edited);
        edited++;
      }
    })();
    const [listings, probes] = await Promise.all([
      paced(until, LISTING_EVERY_MS, () => `${shopUrl}${paths[next++ % paths.length]}`),
      paced(until, PROBE_EVERY_MS, () => `${shopUrl}/api/config`),
      editing,
    ]);
    return { edited, listings: summarize(listings), probes: summarize(probes) };
  }

  console.log('Listings and the event loop while products are edited…');
  // The first listing builds the catalogue's index: not part of either run.
  await timed(`${shopUrl}${paths[next++]}`);
  const quiet = await run();
  const products = await run(editProduct);
  const promotions = await run(editPromotion);
  const row = (name: string, r: Awaited<ReturnType<typeof run>>) => [
    name,
    String(r.edited),
    String(r.listings.count),
    r.listings.p50.toFixed(0),
    r.listings.p99.toFixed(0),
    r.listings.max.toFixed(0),
    r.probes.max.toFixed(0),
  ];
  const every = `every ${EDIT_EVERY_MS / 1000} s`;
  const table = formatTable(
    ['scenario', 'edits', 'listings', 'p50 ms', 'p99 ms', 'max ms', 'longest probe ms'],
    [
      row('no edits', quiet),
      row(`a product edited ${every}`, products),
      row(`a promotion edited ${every}`, promotions),
    ],
  );
  const within = (r: Awaited<ReturnType<typeof run>>) =>
    verdict(r.listings.p99 <= STALL_TARGET_MS && r.probes.max <= STALL_TARGET_MS);
  return `${table}\n\nListing p99 and longest probe (the event loop's longest wait, roughly) both <= ${STALL_TARGET_MS} ms: products edited: ${within(products)}; a promotion edited: ${within(promotions)}`;
}
