/**
 * The generated catalogue written to a SQLite file by a process of its own (run by million.ts as
 * `node --import tsx bench/generate-file.ts <sqlite file> <products> <seed>`): the process that then
 * measures the shop's waits does not carry the garbage of writing a million rows, whose collection
 * would delay its own probes.
 */
import { openDatabase } from '../src/server/db/database.js';
import { generateCatalogue } from './generate-catalogue.js';

const [sqlitePath, count, seed] = process.argv.slice(2);
if (!sqlitePath || !count || !seed)
  throw new Error('usage: generate-file.ts <sqlite file> <products> <seed>');
const db = await openDatabase({ sqlitePath });
try {
  await generateCatalogue(db, Number(count), Number(seed));
} finally {
  await db.destroy();
}
