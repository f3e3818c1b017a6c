/**
 * Issue 11 §4's claim that an import streams: previews a product CSV file against a database in a
 * process whose heap is capped (run by csv-files.ts as `node --max-old-space-size=64 --import tsx
 * bench/import-small-heap.ts <sqlite file> <csv file>`); it prints its report's counts and its
 * peak resident memory. A file held whole would not fit.
 */
import fs from 'node:fs';
import { openDatabase } from '../src/server/db/database.js';
import { createCatalogAdminRepository } from '../src/server/modules/catalog/admin-repository.js';
import { createProductImport } from '../src/server/modules/catalog/product-import.js';
import { createMediaRepository } from '../src/server/modules/media/repository.js';

const [sqlitePath, csvPath] = process.argv.slice(2);
if (!sqlitePath || !csvPath) throw new Error('usage: import-small-heap.ts <sqlite file> <csv file>');
const db = await openDatabase({ sqlitePath });
const imports = createProductImport(createCatalogAdminRepository(db), createMediaRepository(db), {
  onProductsChanged: () => {},
});
const report = await imports.preview(fs.createReadStream(csvPath));
const peakKb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
console.log(JSON.stringify({ rows: report.rows, failed: report.failed, peakMb: Number(peakKb) / 1024 }));
await db.destroy();
