/**
 * The claim that an import streams (docs/decisions/0016): previews a product CSV file against a database in a
 * process whose heap is capped (run by csv-files.ts as `node --max-old-space-size=64 --import tsx
 * bench/import-small-heap.ts <sqlite file> <csv file>`); it prints its report's counts and its
 * peak resident memory. A file held whole would not fit.
 */
import fs from 'node:fs';
import { openDatabase } from '../src/server/db/database.js';
import { createProductImport } from '../src/server/modules/catalog/index.js';
import { createMediaService } from '../src/server/modules/media/index.js';

const [sqlitePath, csvPath] = process.argv.slice(2);
if (!sqlitePath || !csvPath) throw new Error('usage: import-small-heap.ts <sqlite file> <csv file>');
const db = await openDatabase({ sqlitePath });
const now = () => new Date();
const imports = createProductImport({
  db: db.kysely,
  media: createMediaService({ db: db.kysely, now }),
  onProductsChanged: () => undefined,
  now,
});
const report = await imports.preview(fs.createReadStream(csvPath));
const peakKb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
console.log(JSON.stringify({ rows: report.rows, failed: report.failed, peakMb: Number(peakKb) / 1024 }));
await db.destroy();
