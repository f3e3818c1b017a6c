/**
 * The catalogue index's share of the heap (run by variants.ts as `node --expose-gc --import tsx
 * bench/index-memory.ts <sqlite file | postgres://…>`): the heap and resident memory after a full
 * garbage collection, before and after the index is built from the database, with the database
 * open and the price book read in both. Prints one line of JSON, in MB.
 */
import { openDatabase } from '../src/server/db/database.js';
import { createLiveCatalogIndex, databaseSource } from '../src/server/modules/catalog/index.js';
import { createPricing } from '../src/server/modules/pricing/index.js';

const MB = 1024 * 1024;
const target = process.argv[2];
if (!target) throw new Error('usage: index-memory.ts <sqlite file | postgres://…>');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function settled() {
  for (let i = 0; i < 3; i++) gc!();
  return process.memoryUsage();
}

const db = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target, sqlitePath: '' } : { sqlitePath: target },
);
try {
  const pricing = createPricing({ db: db.kysely, now: () => new Date() });
  await pricing.current();
  const live = createLiveCatalogIndex(databaseSource(db.kysely), pricing);
  const before = settled();
  const index = await live.current();
  const after = settled();
  console.log(
    JSON.stringify({
      heapMb: (after.heapUsed - before.heapUsed) / MB,
      externalMb: (after.external - before.external) / MB,
      residentMb: (after.rss - before.rss) / MB,
      // Keeps the index alive through the second measurement.
      built: index !== undefined,
    }),
  );
} finally {
  await db.destroy();
}
