/**
 * One commit's in-process figures for the comparison (compare.ts): run as
 * `node --import tsx bench/compare-worker.ts <checkout> <search|checkout> <sqlite file | postgres url>`,
 * it loads the bench's own measurement and the app from `<checkout>` (this commit's or another's), so
 * each commit is measured with its own code, and prints the result as JSON.
 */
// First: the app in process runs as main.ts starts it, with React's production build.
import '../src/server/production-mode.js';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, part, database] = process.argv.slice(2);
if (!root || (part !== 'search' && part !== 'checkout') || !database) {
  throw new Error('usage: compare-worker.ts <checkout> <search|checkout> <sqlite file | postgres url>');
}
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);

const { openDatabase } = await load('src/server/db/database.ts');
const db = await openDatabase(
  database.startsWith('postgres') ? { databaseUrl: database, sqlitePath: '' } : { sqlitePath: database },
);
try {
  const result =
    part === 'search'
      ? await (await load('bench/search-latency.ts')).measureSearchLatency(db)
      : await (await load('bench/checkout-throughput.ts')).measureCheckoutThroughput(db);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await db.destroy();
}
