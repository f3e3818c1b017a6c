import { z } from 'zod';

/**
 * CSV import and export (docs/decisions/0016-csv-import-and-export.md). A product file's
 * columns, in the order an export writes them: an exported file imports back unchanged.
 * A row is a variant: a product without options has one, whose SKU is the product's; a product with
 * options has a row per variant, naming its product in `product_sku` and its values in the option
 * columns, the product's own columns repeated on each. `exported_inventory` is the stock when the
 * file was exported: with it, an import moves the stock by the difference the file makes, so that
 * the units sold since are not written back.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'product_sku',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'title',
  'category',
  'price',
  'sale_price',
  'inventory',
  'exported_inventory',
  'variant_image',
  'variant_active',
  'status',
  'featured',
  'short_description',
  'description',
  'tags',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Tags and images share one cell, separated by this (a tag cannot contain it). */
export const CSV_LIST_SEPARATOR = '|';

export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;
export const IMPORT_TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it`;

/**
 * The file an admin picks to preview or import: the body those endpoints take, at most
 * MAX_IMPORT_BYTES (the server refuses a larger one). The admin's import form validates with it.
 */
export const productFileSchema = z.object({
  file: z
    .instanceof(Blob, { error: 'Choose a CSV file' })
    .refine((file) => file.size <= MAX_IMPORT_BYTES, { error: IMPORT_TOO_LARGE }),
});
export const MAX_IMPORT_ROWS = 200_000;
/** The report lists this many row errors (it counts them all). */
export const IMPORT_ERRORS_LISTED = 200;
/** The preview shows the first rows as they will be written. */
export const IMPORT_SAMPLE_ROWS = 10;

const count = z.number().int();
const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

/** What an import found (a preview) or did: every row is created, updated, unchanged or failed. */
export const importReportSchema = z.object({
  /** False for a preview: nothing was written. */
  written: z.boolean(),
  rows: count,
  created: count,
  updated: count,
  unchanged: count,
  failed: count,
  /** The failed rows' problems (a row may have several); `errors` lists the first of them. */
  problems: count,
  /** The first failed rows' problems; `row` counts as a spreadsheet does (the header is row 1). */
  errors: z.array(
    z.object({ row: count, sku: z.string(), column: z.string().nullable(), message: z.string() }),
  ),
  sample: z.array(
    z.object({
      row: count,
      action: z.enum(IMPORT_ACTIONS),
      sku: z.string(),
      title: z.string(),
      priceCents: count,
      inventoryQuantity: count,
    }),
  ),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
