import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.js';
import { catalogueEditsSection } from './catalogue-edits.js';
import { ROOT, startShop } from './shop.js';
import { formatTable } from './table.js';
import { distinctListingPaths, measureThroughput } from './throughput.js';

const MILLION = 1_000_000;

/**
 * A million products on SQLite (`--only=million`, about 8 minutes): how long the built shop takes
 * to start (it builds the catalogue index before it listens) and what it then holds resident; the
 * cache-missed listings as the full run measures them at 100 000; and listings and the event loop
 * while products and a promotion are edited (bench/catalogue-edits.ts).
 */
export async function millionSection(dir: string, seed: number): Promise<string> {
  const sqlitePath = path.join(dir, 'million.db');
  const generated = performance.now();
  // In a process of its own: this one's probes must not wait on the collection of its garbage.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-file.ts', sqlitePath, String(MILLION), String(seed)],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const db = await openDatabase({ sqlitePath });
  try {
    console.log(`Generated ${MILLION} products in ${((performance.now() - generated) / 1000).toFixed(0)} s`);
    const starting = performance.now();
    const shop = await startShop(dir, sqlitePath, { logName: 'million-shop.log' });
    try {
      const startSeconds = (performance.now() - starting) / 1000;
      const residentAtStart = shop.residentMb();
      const paths = distinctListingPaths();
      let next = 0;
      const [listings] = await measureThroughput(
        [
          {
            name: 'cache-missed listings',
            url: shop.url,
            nextPath: () => paths[next++ % paths.length]!,
            cpuSeconds: shop.cpuSeconds,
          },
        ],
        1,
      );
      const table = formatTable(
        ['figure', 'value'],
        [
          ['start (index built, listening)', `${startSeconds.toFixed(1)} s`],
          ['resident memory once started', `${residentAtStart.toFixed(0)} MB`],
          ['cache-missed listings a second', listings!.requestsPerSecond[0]!.toFixed(0)],
          ['cache-missed listings p95', `${listings!.p95.toFixed(1)} ms`],
          ['server CPU per listing', `${listings!.cpuMicrosPerRequest[0]!.toFixed(0)} µs`],
          ['resident memory after the listings', `${shop.residentMb().toFixed(0)} MB`],
        ],
      );
      const edits = await catalogueEditsSection(shop.url, db);
      return `A million products on SQLite\n${table}\n\n${edits}`;
    } finally {
      await shop.stop();
    }
  } finally {
    await db.destroy();
  }
}
