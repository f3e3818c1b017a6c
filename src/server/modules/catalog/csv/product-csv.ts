import { parseWrittenAmount, plainAmount } from '../../../../shared/money.js';
import { mediaHash } from '../../../../shared/media.js';
import {
  CSV_LIST_SEPARATOR,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '../../../../shared/schemas/admin-csv.js';
import {
  type ParsedProductUpdate,
  productInputSchema,
  productUpdateSchema,
} from '../../../../shared/schemas/admin-products.js';
import { fromSpreadsheetSafe, spreadsheetSafe } from '../../../http/csv.js';
import { badRequest } from '../../../http/errors.js';
import type { ProductRow } from '../product-repository.js';

/**
 * A product as a CSV row and back (docs/decisions/0016-csv-import-and-export.md): the
 * export writes every column; an import may carry any of them but the SKU, and its rows are checked
 * by the product form's own schema.
 */

const list = (json: string) => JSON.parse(json) as string[];

const CELLS: Record<ProductCsvColumn, (p: ProductRow) => string | number> = {
  sku: (p) => spreadsheetSafe(p.sku),
  title: (p) => spreadsheetSafe(p.title),
  category: (p) => p.category,
  price: (p) => plainAmount(p.price_cents),
  sale_price: (p) => (p.sale_price_cents === null ? '' : plainAmount(p.sale_price_cents)),
  inventory: (p) => p.inventory_quantity,
  exported_inventory: (p) => p.inventory_quantity,
  status: (p) => p.status,
  featured: (p) => (p.featured === 1 ? 'yes' : 'no'),
  short_description: (p) => spreadsheetSafe(p.short_description),
  description: (p) => spreadsheetSafe(p.description),
  tags: (p) => spreadsheetSafe(list(p.tags).join(CSV_LIST_SEPARATOR)),
  images: (p) => list(p.images).join(CSV_LIST_SEPARATOR),
};

/** A product's row of an export, in PRODUCT_CSV_COLUMNS' order. */
export const productCsvRow = (product: ProductRow) =>
  PRODUCT_CSV_COLUMNS.map((column) => CELLS[column](product));

/** Each column of an import's header, and where it is. */
export type CsvHeader = ReadonlyMap<ProductCsvColumn, number>;

/** The header row's columns, named as an export names them (any case; spaces for underscores). */
export function readHeader(cells: readonly string[]): CsvHeader {
  const header = new Map<ProductCsvColumn, number>();
  cells.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/\s+/g, '_');
    if (name === '' && cells.slice(i).every((rest) => rest.trim() === '')) return;
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      const shown = cell.length > 40 ? `${cell.slice(0, 40)}…` : cell;
      throw badRequest(
        `The header has a column the import does not know: "${shown}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}`,
      );
    }
    const column = name as ProductCsvColumn;
    if (header.has(column)) throw badRequest(`The header names the column "${column}" twice`);
    header.set(column, i);
  });
  if (!header.has('sku'))
    throw badRequest('The header must have a "sku" column: products are matched by SKU');
  return header;
}

/** The form's fields for a product as it is: an imported row changes only the columns it has. */
type InputFields = Record<string, unknown>;

function inputOf(p: ProductRow): InputFields {
  return {
    sku: p.sku,
    title: p.title,
    description: p.description,
    priceCents: p.price_cents,
    category: p.category,
    images: list(p.images),
    inventoryQuantity: p.inventory_quantity,
    featured: p.featured === 1,
    salePriceCents: p.sale_price_cents,
    shortDescription: p.short_description,
    tags: list(p.tags),
    status: p.status,
  };
}

/** A new product's fields before its row: the form's defaults; the rest the row must give. */
const NEW_PRODUCT: InputFields = {
  featured: false,
  status: 'active',
  salePriceCents: null,
  shortDescription: '',
  tags: [],
  images: [],
};

const FIELD: Record<ProductCsvColumn, string> = {
  sku: 'sku',
  title: 'title',
  category: 'category',
  price: 'priceCents',
  sale_price: 'salePriceCents',
  inventory: 'inventoryQuantity',
  exported_inventory: 'loadedInventoryQuantity',
  status: 'status',
  featured: 'featured',
  short_description: 'shortDescription',
  description: 'description',
  tags: 'tags',
  images: 'images',
};
const COLUMN_OF_FIELD = new Map(Object.entries(FIELD).map(([column, field]) => [field, column]));

class CellError extends Error {}

function amount(cell: string, label: string): number {
  const cents = parseWrittenAmount(cell);
  if (cents === undefined) throw new CellError(`${label} must be an amount in rand, like 199.99`);
  return cents;
}

function units(cell: string, label: string): number {
  if (!/^\s*\d{1,9}\s*$/.test(cell)) throw new CellError(`${label} must be a whole number`);
  return Number(cell);
}

const items = (cell: string) =>
  fromSpreadsheetSafe(cell)
    .split(CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);

/** A cell as its field's value; undefined leaves the field as it was (a blank status or featured). */
const READ: Record<ProductCsvColumn, (cell: string) => unknown> = {
  sku: fromSpreadsheetSafe,
  title: fromSpreadsheetSafe,
  description: fromSpreadsheetSafe,
  short_description: fromSpreadsheetSafe,
  category: (cell) => cell.trim().toLowerCase(),
  price: (cell) => amount(cell, 'Price'),
  sale_price: (cell) => (cell.trim() === '' ? null : amount(cell, 'Sale price')),
  inventory: (cell) => units(cell, 'Inventory'),
  exported_inventory: (cell) => (cell.trim() === '' ? undefined : units(cell, 'Exported inventory')),
  status: (cell) => (cell.trim() === '' ? undefined : cell.trim().toLowerCase()),
  featured: (cell) => {
    const text = cell.trim().toLowerCase();
    if (text === '') return undefined;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    throw new CellError('Featured must be yes or no');
  },
  tags: items,
  images: (cell) => {
    const addresses = items(cell);
    if (addresses.some((address) => mediaHash(address) === undefined)) {
      throw new CellError(
        `Images must be addresses of the shop's own images (/media/….webp), separated by ${CSV_LIST_SEPARATOR}`,
      );
    }
    return addresses;
  },
};

export interface RowError {
  column: string | null;
  message: string;
}

/**
 * The product a row describes: its cells over the product as it is (`before`) or NEW_PRODUCT, checked
 * as the product form's input is; or what is wrong with it, by column. For a product that exists,
 * `exported_inventory` says what stock the file started from, as the form's loaded stock does.
 */
export function rowInput(
  cells: readonly string[],
  header: CsvHeader,
  before: ProductRow | undefined,
): { input: ParsedProductUpdate } | { errors: RowError[] } {
  const fields = before ? inputOf(before) : { ...NEW_PRODUCT };
  const errors: RowError[] = [];
  for (const [column, i] of header) {
    if (column === 'exported_inventory' && !before) continue;
    try {
      const value = READ[column](cells[i] ?? '');
      if (value !== undefined) fields[FIELD[column]] = value;
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ column, message: error.message });
    }
  }
  if (errors.length > 0) return { errors };
  const parsed = (before ? productUpdateSchema : productInputSchema).safeParse(fields);
  if (parsed.success) return { input: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => ({
      column: COLUMN_OF_FIELD.get(String(issue.path[0])) ?? null,
      message: issue.message,
    })),
  };
}
