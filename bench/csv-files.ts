import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { type ImportReport, PRODUCT_CSV_COLUMNS } from '../src/shared/schemas/admin-csv.js';
import { type Account, signIn } from './hostile-images.js';
import type { Server } from './processes.js';
import { formatTable } from './table.js';

/** docs/decisions/0016: a 100 000-row product import, and the exports, with the server's time and peak memory. */
const UPDATED_ROWS = 50_000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NEW_ROWS = 50_000;

interface Measured {
  name: string;
  beforeMb: number;
  megabytes: number;
  seconds: number;
  peakMb: number;
  check: string;
}

/** Runs one request against the server, with its peak memory counted from a reset just before. */
async function measured(
  shop: Server,
  name: string,
  request: () => Promise<{ bytes: number; check: () => string }>,
): Promise<Measured> {
  shop.resetPeakMemory();
  const beforeMb = shop.peakMemoryMb();
  const started = performance.now();
  const { bytes, check } = await request();
  const seconds = (performance.now() - started) / 1000;
  const peakMb = shop.peakMemoryMb();
  return { name, beforeMb, megabytes: bytes / 1024 / 1024, seconds, peakMb, check: check() };
}

/** A file as the server sends it; its rows are counted by the caller, after the clock stops. */
async function download(shop: Server, cookie: string, path: string) {
  const res = await fetch(`${shop.url}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

const rowsOf = (text: string): number => parse(text, { bom: true, columns: true }).length;

async function upload(shop: Server, cookie: string, path: string, csv: Buffer): Promise<ImportReport> {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: new Uint8Array(csv),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ImportReport;
}

/**
 * The import file: the exported catalogue's first 50 000 rows with a new price and stock, and 50 000
 * new products (the images column left out: the generated addresses are not stored images).
 */
function importFile(exported: string): Buffer {
  const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
  const columns = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'images');
  const updated = rows.slice(0, UPDATED_ROWS).map((row, i) => ({
    ...row,
    price: (Number(row.price) + 1).toFixed(2),
    sale_price: '',
    inventory: String((i * 7) % 500),
  }));
  const added = rows.slice(0, NEW_ROWS).map((row, i) => ({
    ...row,
    sku: `BENCH-NEW-${String(i).padStart(6, '0')}`,
    title: `${row.title} (imported)`,
  }));
  return Buffer.from(stringify([...updated, ...added], { header: true, columns }));
}

/**
 * The same preview in a process whose heap is capped at 64 MB (import-small-heap.ts): it finishes
 * only if the file streams through. SQLite only (the file is the shop's database).
 */
function smallHeapPreview(sqlitePath: string, file: Buffer): string {
  const csvPath = path.join(path.dirname(sqlitePath), 'import.csv');
  fs.writeFileSync(csvPath, file);
  const run = spawnSync(
    process.execPath,
    ['--max-old-space-size=64', '--import', 'tsx', 'bench/import-small-heap.ts', sqlitePath, csvPath],
    { cwd: ROOT, encoding: 'utf8' },
  );
  fs.rmSync(csvPath);
  if (run.status !== 0)
    return `the preview with a 64 MB heap FAILED: ${run.stderr.trim().split('\n').at(-1)}`;
  const { rows, failed, peakMb } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    rows: number;
    failed: number;
    peakMb: number;
  };
  return `The same preview in a process with its heap capped at 64 MB: ${rows} rows, ${failed} failed, peak resident memory ${peakMb.toFixed(0)} MB.`;
}

export async function csvFilesSection(
  shop: Server,
  admin: Account,
  sqlitePath: string | undefined,
): Promise<string> {
  const { cookie } = await signIn(shop.url, admin);
  let exported = '';
  const results: Measured[] = [];
  results.push(
    await measured(shop, 'export products (all)', async () => {
      exported = await download(shop, cookie, '/api/admin/products/export');
      return { bytes: Buffer.byteLength(exported), check: () => `${rowsOf(exported)} rows` };
    }),
  );
  const file = importFile(exported);
  exported = '';
  const smallHeap = sqlitePath ? `\n\n${smallHeapPreview(sqlitePath, file)}` : '';
  for (const [name, path] of [
    ['import preview (nothing written)', '/api/admin/products/import/preview'],
    ['import (one transaction)', '/api/admin/products/import'],
  ] as const) {
    results.push(
      await measured(shop, name, async () => {
        const report = await upload(shop, cookie, path, file);
        return {
          bytes: file.length,
          check: () =>
            `${report.rows} rows: ${report.created} new, ${report.updated} updated, ${report.failed} failed`,
        };
      }),
    );
  }
  results.push(
    await measured(shop, 'export orders (all, with lines)', async () => {
      const text = await download(shop, cookie, '/api/admin/orders/export');
      return { bytes: Buffer.byteLength(text), check: () => `${rowsOf(text)} rows (a row per line)` };
    }),
  );
  const table = formatTable(
    ['file', 'MB', 'seconds', "server's MB before", "server's peak MB", 'outcome'],
    results.map((r) => [
      r.name,
      r.megabytes.toFixed(1),
      r.seconds.toFixed(1),
      r.beforeMb.toFixed(0),
      r.peakMb.toFixed(0),
      r.check,
    ]),
  );
  return `${table}${smallHeap}`;
}
