import { sql } from 'kysely';
import type { Db } from '../src/server/db/database.js';
import {
  createCatalogService,
  createLiveCatalogIndex,
  databaseSource,
} from '../src/server/modules/catalog/index.js';
import { createPricing } from '../src/server/modules/pricing/index.js';
import { RARE_WORDS } from './generate-catalogue.js';
import { type Summary, summarize } from './stats.js';

/** Kinds of search term, each with terms that behave alike; every kind gets ROUNDS × 8 samples. */
export const SEARCH_TERMS: Record<string, readonly string[]> = {
  'common (3+ chars)': ['steel', 'leather', 'cotton', 'black', 'gift', 'the', 'made', 'kitchen'],
  rare: RARE_WORDS,
  'no hit': ['zzqx', 'nonexistentword', 'qwertyuiop', 'xyzzy', 'blorft', 'jjjj', 'kettlebellz', 'vuvuzela'],
  '1 char': ['a', 'z', '7', 'e', 'q', 'x', 'k', '0'],
  '2 chars': ['ea', 'qz', 'ki', 'st', 'zz', 'on', 'xq', 'be'],
  'wildcards, quotes': ['%', '_', '50%', 'o_o', "men's", '"cotton"', "'", '100%_'],
  // Parts that most products hold, so the words cannot narrow them (docs/decisions/0028).
  'short parts, spaces': ['e s', 'o e', 'd a', 'in a', 'n t', 'a b', 's t', 'e m'],
};
const ROUNDS = 6;

export interface KindLatency extends Summary {
  kind: string;
  /** Median number of matching products, to show how selective the kind is. */
  medianHits: number;
}

export interface SearchLatency {
  kinds: KindLatency[];
  overall: Summary;
  /** `select 1` through the same Kysely instance: the floor of any query on this machine. */
  selectOne: Summary;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/**
 * Times the search path itself, in process (no HTTP, no response cache): the catalogue service's
 * search, which runs the page query and its count. Rounds interleave all kinds; a first pass warms up.
 */
export async function measureSearchLatency(db: Db): Promise<SearchLatency> {
  const [latency] = await measureSearchLatencies([db]);
  return latency!;
}

/**
 * measureSearchLatency on several databases at once, each term searched on each in turn (A, B, A,
 * B …, the order swapped every round), so that the machine's drift falls on all alike.
 */
export async function measureSearchLatencies(dbs: readonly Db[]): Promise<SearchLatency[]> {
  const catalogs = dbs.map((db) => {
    const pricing = createPricing({ db: db.kysely, now: () => new Date() });
    const index = createLiveCatalogIndex(databaseSource(db.kysely), pricing);
    return createCatalogService({ db: db.kysely, index, pricing });
  });
  const entries = Object.entries(SEARCH_TERMS);
  const samples = dbs.map(
    () => new Map(entries.map(([kind]) => [kind, { ms: [] as number[], hits: [] as number[] }])),
  );

  for (let round = 0; round <= ROUNDS; round++) {
    for (const [kind, terms] of entries) {
      for (const q of terms) {
        const order = round % 2 === 0 ? [...catalogs.keys()] : [...catalogs.keys()].reverse();
        for (const i of order) {
          const { ms, value } = await timed(() => catalogs[i]!.search({ q }));
          if (round === 0) continue;
          samples[i]!.get(kind)!.ms.push(ms);
          samples[i]!.get(kind)!.hits.push(value.total);
        }
      }
    }
  }

  const latencies: SearchLatency[] = [];
  for (const [i, db] of dbs.entries()) {
    const selectOne: number[] = [];
    const all = [...samples[i]!.values()].flatMap((s) => s.ms);
    for (let n = 0; n < all.length; n++)
      selectOne.push((await timed(() => sql`select 1`.execute(db.kysely))).ms);
    latencies.push({
      kinds: [...samples[i]!].map(([kind, s]) => ({
        kind,
        ...summarize(s.ms),
        medianHits: summarize(s.hits).p50,
      })),
      overall: summarize(all),
      selectOne: summarize(selectOne),
    });
  }
  return latencies;
}
