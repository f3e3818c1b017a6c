import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import {
  IMPORT_ERRORS_LISTED,
  IMPORT_SAMPLE_ROWS,
  type ImportReport,
  MAX_IMPORT_ROWS,
} from '../../../../shared/schemas/admin-csv.js';
import { type Executor, ROWS_PER_STATEMENT, type Trx } from '../../../db/database.js';
import { isSerializationFailure, isUniqueViolation } from '../../../db/errors.js';
import { type AppError, badRequest, conflict } from '../../../http/errors.js';
import type { Actor } from '../../audit/index.js';
import type { MediaService } from '../../media/index.js';
import * as productRepository from '../product-repository.js';
import * as variantRepository from '../variant-repository.js';
import { type Failing, checkProducts } from './import-checks.js';
import { planWrites, writeBatch } from './import-writes.js';
import { type CsvHeader, type RowError, readHeader, shown } from './product-csv.js';
import { ProductGrouping, type ProductRows } from './product-rows.js';

/** Rows checked (and written) together: one lookup of their SKUs and images per batch. */
const BATCH_ROWS = ROWS_PER_STATEMENT;

interface Writing {
  trx: Trx;
  actor: Actor;
  at: Date;
}

/**
 * The product CSV import (docs/decisions/0016-csv-import-and-export.md): rows matched to
 * products and variants by SKU, created or updated; a preview reports what an import would do, row
 * by row, and writes nothing; an import writes every valid row in one transaction, or (the file
 * breaks half-way) none. The file streams through: only a batch of rows, a product's rows and the
 * SKUs seen are held at once. The body comes limited in size (uploadedCsv).
 */
export function createProductImport({
  db,
  media,
  onProductsChanged,
  now,
}: {
  db: Executor;
  media: MediaService;
  onProductsChanged: () => void;
  now: () => Date;
}) {
  /** Reads the file a batch at a time: checks each row and, when `writing`, writes the valid ones. */
  async function examine(body: Readable, writing: Writing | undefined): Promise<ImportReport> {
    const report: ImportReport = {
      written: writing !== undefined,
      rows: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      problems: 0,
      errors: [],
      sample: [],
    };
    const at = writing?.at ?? now();

    const failRow = (row: number, sku: string, errors: readonly RowError[]) => {
      report.failed += 1;
      report.problems += errors.length;
      for (const { column, message } of errors) {
        if (report.errors.length < IMPORT_ERRORS_LISTED)
          report.errors.push({ row, sku: shown(sku), column, message });
      }
    };
    // A product with options is written whole or not at all: its other rows say which row stops it.
    const fail: Failing = (rows, errors) => {
      const stopping = Math.min(...errors.map((error) => error.row));
      for (const { row, sku } of rows) {
        const own = errors.filter((error) => error.row === row);
        failRow(
          row,
          sku,
          own.length > 0
            ? own
            : [{ column: null, message: `Not imported: row ${stopping} of this product has errors` }],
        );
      }
    };

    async function flush(products: readonly ProductRows[], header: CsvHeader) {
      const checked = await checkProducts(
        { reader: writing?.trx ?? db, writing: writing?.trx, media, header },
        products,
        fail,
      );
      const { outcomes, writes } = planWrites(checked, at);
      const gone = writing ? await writeBatch(writing, writes) : new Set<number>();
      for (const outcome of outcomes) {
        if (gone.has(outcome.row)) {
          failRow(outcome.row, outcome.sku, [
            { column: null, message: 'This product was deleted while the file was imported' },
          ]);
          continue;
        }
        report[
          outcome.action === 'create' ? 'created' : outcome.action === 'update' ? 'updated' : 'unchanged'
        ] += 1;
        if (report.sample.length < IMPORT_SAMPLE_ROWS) report.sample.push(outcome);
      }
    }

    const parser = parse({ bom: true, relax_column_count: true, max_record_size: 1_000_000 });
    // An error on either side ends the reading below.
    pipeline(body, parser).catch(() => {});
    try {
      let row = 0;
      let header: CsvHeader | undefined;
      let grouping: ProductGrouping | undefined;
      let batch: ProductRows[] = [];
      let held = 0;
      // A product's rows are never split across batches.
      const gather = async (product: ProductRows | undefined) => {
        if (!product) return;
        if (held + product.rows.length > BATCH_ROWS) {
          await flush(batch, header!);
          batch = [];
          held = 0;
        }
        batch.push(product);
        held += product.rows.length;
      };
      for await (const cells of parser as AsyncIterable<string[]>) {
        row += 1;
        if (!header) {
          header = readHeader(cells);
          grouping = new ProductGrouping(header, (read, problem) => failRow(read.row, read.sku, [problem]));
          continue;
        }
        // A blank line is a blank row of the spreadsheet: counted, not imported.
        if (cells.every((cell) => cell.trim() === '')) continue;
        report.rows += 1;
        if (report.rows > MAX_IMPORT_ROWS) {
          throw badRequest(
            `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-ZA')} rows: split it`,
          );
        }
        await gather(grouping!.add(row, cells));
      }
      if (!header) throw badRequest('The file is empty: it needs a header row and a row per product');
      await gather(grouping!.end());
      await flush(batch, header);
    } catch (error) {
      if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
      throw error;
    }
    return report;
  }

  return {
    /** What importing the file would do, row by row; writes nothing. */
    preview: (body: Readable) => examine(body, undefined),

    /**
     * Imports the file: it is first kept on disk whole (so a slow upload holds no transaction open),
     * then read again in one transaction that writes every valid row.
     */
    async import(body: Readable, actor: Actor): Promise<ImportReport> {
      const dir = await mkdtemp(path.join(tmpdir(), 'shop-import-'));
      try {
        const file = path.join(dir, 'products.csv');
        await pipeline(body, createWriteStream(file));
        const at = now();
        const report = await db
          .transaction()
          .execute((trx) => examine(createReadStream(file), { trx, actor, at }))
          .catch(async (error: unknown) => {
            throw (await importConflict(error, (sku) => skuTaken(db, sku))) ?? error;
          });
        if (report.created + report.updated > 0) onProductsChanged();
        return report;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export type ProductImport = ReturnType<typeof createProductImport>;

/**
 * What an import the database refused says (a 409), when it is not the server's fault; nothing was
 * imported. Another save gets in the way only on PostgreSQL: a deadlock or a serialization failure,
 * or a SKU the import found free and another change took before the import wrote it (`taken` says
 * it is the catalogue's now, the import's own writes undone): trying again then works. Any other
 * duplicate is the file's own, one the checks did not foresee: it is named, not to be tried again.
 */
export async function importConflict(
  error: unknown,
  taken: (sku: string) => Promise<boolean>,
): Promise<AppError | undefined> {
  const { code, detail, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === DEADLOCK || isSerializationFailure(error)) {
    return conflict(
      'busy',
      'Another change to these products ran at the same time; nothing was imported. Try again.',
    );
  }
  if (!isUniqueViolation(error)) return undefined;
  // PostgreSQL names the key ("Key (sku)=(BELT-S) already exists."); SQLite only its columns.
  const sku =
    typeof detail === 'string' ? /^Key \(sku\)=\((.*)\) already exists\.$/.exec(detail)?.[1] : undefined;
  if (sku !== undefined && (await taken(sku))) {
    return conflict(
      'duplicate_sku',
      `SKU ${shown(sku)} was saved by another change while the file was imported; nothing was imported. Try again.`,
    );
  }
  if ([constraint, detail, message].some((text) => typeof text === 'string' && text.includes('option'))) {
    return conflict(
      'duplicate_sku',
      'Nothing was imported: two variants of a product would have the same options',
    );
  }
  return conflict(
    'duplicate_sku',
    `Nothing was imported: ${sku === undefined ? 'a SKU' : `SKU ${shown(sku)}`} would be two products' or variants'`,
  );
}

/** Whether a product or a variant has this SKU. */
async function skuTaken(db: Executor, sku: string): Promise<boolean> {
  const [variants, products] = await Promise.all([
    variantRepository.bySkus(db, [sku]),
    productRepository.findBySkus(db, [sku]),
  ]);
  return variants.size > 0 || products.length > 0;
}

/** PostgreSQL's deadlock_detected: one of the transactions that waited on each other is given up. */
const DEADLOCK = '40P01';
