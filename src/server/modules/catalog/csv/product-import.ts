import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { mediaHash } from '../../../../shared/media.js';
import {
  IMPORT_ERRORS_LISTED,
  IMPORT_SAMPLE_ROWS,
  type ImportAction,
  type ImportReport,
  MAX_IMPORT_ROWS,
} from '../../../../shared/schemas/admin-csv.js';
import type { ParsedProductUpdate } from '../../../../shared/schemas/admin-products.js';
import { type Executor, ROWS_PER_STATEMENT, type Trx } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { fromSpreadsheetSafe } from '../../../http/csv.js';
import { badRequest, conflict } from '../../../http/errors.js';
import { NUL_MESSAGE } from '../../../http/text-guard.js';
import type { Actor } from '../../audit/index.js';
import { type StockCount, stockAfter, stockRepository } from '../../inventory/index.js';
import type { MediaService } from '../../media/index.js';
import {
  type ProductChange,
  auditProductChanges,
  productFieldChanges,
  stockCountOf,
  toProductWrite,
} from '../admin/product-write.js';
import * as productRepository from '../product-repository.js';
import type { ProductRow, ProductWrite } from '../product-repository.js';
import { insertProducts, updateProducts } from '../product-writes.js';
import * as variantRepository from '../variant-repository.js';
import { type CsvHeader, type RowError, readHeader, rowInput } from './product-csv.js';

/** Rows checked (and written) together: one lookup of their SKUs and images per batch. */
const BATCH_ROWS = ROWS_PER_STATEMENT;

interface Row {
  /** As a spreadsheet counts: the header is row 1. */
  row: number;
  cells: string[];
}

interface Writing {
  trx: Trx;
  actor: Actor;
  at: Date;
}

/**
 * The product CSV import (docs/decisions/0016-csv-import-and-export.md): rows matched to
 * products by SKU, created or updated; a preview reports what an import would do, row by row, and
 * writes nothing; an import writes every valid row in one transaction, or (the file breaks half-way)
 * none. The file streams through: only a batch of rows and the SKUs seen are held at once. The
 * body comes limited in size (uploadedCsv).
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
    const rowOfSku = new Map<string, number>();
    let header: CsvHeader | undefined;
    let batch: Row[] = [];

    const fail = (row: number, sku: string, errors: readonly RowError[]) => {
      report.failed += 1;
      report.problems += errors.length;
      for (const { column, message } of errors) {
        if (report.errors.length < IMPORT_ERRORS_LISTED) report.errors.push({ row, sku, column, message });
      }
    };

    /** The executor of the batch: the import's transaction, or (a preview) the database. */
    const reader = writing?.trx ?? db;

    async function flush(rows: Row[], header: CsvHeader) {
      const skuAt = header.get('sku')!;
      const skuOf = (cells: string[]) => fromSpreadsheetSafe(cells[skuAt] ?? '').trim();
      const existing = new Map(
        (await productRepository.findBySkus(reader, [...new Set(rows.map((r) => skuOf(r.cells)))])).map(
          (p) => [p.sku, p],
        ),
      );
      const checked: Array<{ row: number; sku: string; before?: ProductRow; input: ParsedProductUpdate }> =
        [];
      for (const { row, cells } of rows) {
        const sku = skuOf(cells);
        const problem = cellsProblem(cells, header) ?? duplicateProblem(sku, row);
        if (problem) {
          fail(row, sku, [problem]);
          continue;
        }
        const before = existing.get(sku);
        if (before && before.options !== '[]') {
          // A row is a product's own fields, which a product with options takes from its variants.
          fail(row, sku, [
            { column: null, message: 'This product has options: edit its variants in the admin' },
          ]);
          continue;
        }
        const result = rowInput(cells, header, before);
        if ('errors' in result) fail(row, sku, result.errors);
        else checked.push({ row, sku, before, input: result.input });
      }

      // An image the product already shows stays as it is; any other must be one the shop holds.
      const added = (input: ParsedProductUpdate, before: ProductRow | undefined) => {
        const kept = new Set(before ? (JSON.parse(before.images) as string[]) : []);
        return input.images.filter((address) => !kept.has(address));
      };
      const stored = await media.stored(
        reader,
        checked.flatMap(({ input, before }) => added(input, before).map((address) => mediaHash(address)!)),
      );
      const inserts: Array<ProductWrite & { id: string; created_at: string }> = [];
      const created: ProductChange[] = [];
      const updates: Array<{
        row: number;
        sku: string;
        write: ProductWrite;
        stock: StockCount;
        change: ProductChange;
      }> = [];
      for (const { row, sku, before, input } of checked) {
        const missing = added(input, before).find((address) => !stored.has(mediaHash(address)!));
        if (missing) {
          fail(row, sku, [{ column: 'images', message: `The shop has no image at ${missing}` }]);
          continue;
        }
        const write = toProductWrite(input, input.images);
        const id = before?.id ?? randomUUID();
        // From the stock the file started from, the stock moves by the file's difference, as the
        // form's edit does: units sold since the export are not written back.
        const stock = stockCountOf(input);
        const after: ProductRow = before
          ? {
              ...before,
              ...write,
              options: before.options,
              inventory_quantity:
                'set' in stock ? stock.set : stockAfter(before.inventory_quantity, stock.change),
            }
          : {
              ...write,
              id,
              options: '[]',
              prices_vary: 0,
              rating: 0,
              review_count: 0,
              created_at: writing?.at.toISOString() ?? '',
            };
        const action: ImportAction = !before
          ? 'create'
          : productFieldChanges(before, after).length > 0
            ? 'update'
            : 'unchanged';
        report[action === 'create' ? 'created' : action === 'update' ? 'updated' : 'unchanged'] += 1;
        if (report.sample.length < IMPORT_SAMPLE_ROWS) {
          report.sample.push({
            row,
            action,
            sku,
            title: input.title,
            priceCents: input.priceCents,
            inventoryQuantity: after.inventory_quantity,
          });
        }
        if (action === 'create') {
          inserts.push({ ...write, id, created_at: after.created_at });
          created.push({ id, action: 'created', before: undefined, after });
        } else if (action === 'update') {
          updates.push({ row, sku, write, stock, change: { id, action: 'updated', before, after } });
        }
      }
      if (!writing) return;
      await insertProducts(writing.trx, inserts);
      const found = await updateProducts(
        writing.trx,
        updates.map(({ write: { inventory_quantity: _counted, ...details }, change }) => ({
          id: change.id,
          details,
        })),
        writing.at.toISOString(),
      );
      const variants = await variantRepository.idsByProduct(writing.trx, [...found]);
      await stockRepository.countMany(
        writing.trx,
        updates.flatMap(({ stock, change }) => {
          const variantId = variants.get(change.id);
          return variantId ? [{ variantId, stock }] : [];
        }),
      );
      const updated: ProductChange[] = [];
      for (const { row, sku, change } of updates) {
        if (found.has(change.id)) updated.push(change);
        else {
          // Deleted by another administrator since this batch was read.
          report.updated -= 1;
          fail(row, sku, [{ column: null, message: 'This product was deleted while the file was imported' }]);
        }
      }
      await auditProductChanges(writing.trx, writing.actor, [...created, ...updated], writing.at);
    }

    function duplicateProblem(sku: string, row: number): RowError | undefined {
      if (sku === '') return undefined;
      const first = rowOfSku.get(sku);
      if (first !== undefined) return { column: 'sku', message: `SKU ${sku} is on row ${first} already` };
      rowOfSku.set(sku, row);
      return undefined;
    }

    const parser = parse({ bom: true, relax_column_count: true, max_record_size: 1_000_000 });
    // An error on either side ends the reading below.
    pipeline(body, parser).catch(() => {});
    try {
      let row = 0;
      for await (const cells of parser as AsyncIterable<string[]>) {
        row += 1;
        if (!header) {
          header = readHeader(cells);
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
        batch.push({ row, cells });
        if (batch.length === BATCH_ROWS) {
          await flush(batch, header);
          batch = [];
        }
      }
      if (!header) throw badRequest('The file is empty: it needs a header row and a row per product');
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
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) {
              throw conflict(
                'duplicate_sku',
                'A product with one of these SKUs was saved while the import ran; nothing was imported. Try again.',
              );
            }
            throw error;
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

/** A row whose cells do not line up with the header's columns, or that is not text a database keeps. */
function cellsProblem(cells: readonly string[], header: CsvHeader): RowError | undefined {
  const width = Math.max(...header.values()) + 1;
  if (cells.length < width || cells.slice(width).some((cell) => cell.trim() !== '')) {
    return { column: null, message: `This row has ${cells.length} cells; the header has ${width} columns` };
  }
  if (cells.some((cell) => cell.includes('\uFFFD'))) {
    return { column: null, message: 'This row is not UTF-8 text: save the file as "CSV UTF-8"' };
  }
  if (cells.some((cell) => cell.includes('\u0000'))) return { column: null, message: NUL_MESSAGE };
  return undefined;
}
