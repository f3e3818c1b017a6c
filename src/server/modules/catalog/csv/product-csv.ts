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
import type { ProductOption } from '../../../../shared/schemas/catalog.js';
import { fromSpreadsheetSafe, spreadsheetSafe } from '../../../http/csv.js';
import { badRequest } from '../../../http/errors.js';
import type { ProductRow } from '../product-repository.js';
import type { VariantRow } from '../variant-repository.js';

/**
 * A product as CSV rows and back (docs/decisions/0016-csv-import-and-export.md): the export writes
 * every column, a row per variant; an import may carry any of them but the SKU, and its rows are
 * checked by the product form's own schema. A product with options from its rows: variant-rows.ts.
 */

const list = (json: string) => JSON.parse(json) as string[];

/** What a row of the export shows: a product without options, or one variant of a product with options. */
interface Line {
  product: ProductRow;
  variant: VariantRow | undefined;
  options: readonly ProductOption[];
  values: readonly string[];
}

/** A simple product's price and stock are its own; a variant's, its own. */
const sold = (line: Line) => line.variant ?? line.product;
const yesNo = (flag: 0 | 1) => (flag === 1 ? 'yes' : 'no');
const optionName = (o: number) => (line: Line) => spreadsheetSafe(line.options[o]?.name ?? '');
const optionValue = (o: number) => (line: Line) => spreadsheetSafe(line.values[o] ?? '');

const CELLS: Record<ProductCsvColumn, (line: Line) => string | number> = {
  sku: (l) => spreadsheetSafe(sold(l).sku),
  // Blank for a product without options: its one row is its own, and a file from before variants
  // has no such column.
  product_sku: (l) => (l.variant ? spreadsheetSafe(l.product.sku) : ''),
  option1_name: optionName(0),
  option1_value: optionValue(0),
  option2_name: optionName(1),
  option2_value: optionValue(1),
  option3_name: optionName(2),
  option3_value: optionValue(2),
  title: (l) => spreadsheetSafe(l.product.title),
  category: (l) => l.product.category,
  price: (l) => plainAmount(sold(l).price_cents),
  sale_price: (l) => {
    const cents = sold(l).sale_price_cents;
    return cents === null ? '' : plainAmount(cents);
  },
  inventory: (l) => sold(l).inventory_quantity,
  exported_inventory: (l) => sold(l).inventory_quantity,
  variant_image: (l) => spreadsheetSafe(l.variant?.image ?? ''),
  variant_active: (l) => (l.variant ? yesNo(l.variant.is_active) : ''),
  status: (l) => l.product.status,
  featured: (l) => yesNo(l.product.featured),
  short_description: (l) => spreadsheetSafe(l.product.short_description),
  description: (l) => spreadsheetSafe(l.product.description),
  tags: (l) => spreadsheetSafe(list(l.product.tags).join(CSV_LIST_SEPARATOR)),
  images: (l) => list(l.product.images).join(CSV_LIST_SEPARATOR),
};

/**
 * A product's rows of an export, in PRODUCT_CSV_COLUMNS' order: its one row, or with options
 * (`variants` given) a row per variant in their order.
 */
export function productCsvRows(product: ProductRow, variants: readonly VariantRow[] | undefined) {
  const options = JSON.parse(product.options) as ProductOption[];
  const lines: Line[] = variants
    ? variants.map((variant) => ({ product, variant, options, values: list(variant.option_values) }))
    : [{ product, variant: undefined, options, values: [] }];
  return lines.map((line) => PRODUCT_CSV_COLUMNS.map((column) => CELLS[column](line)));
}

/**
 * Options past the export's three are read too (option4_name…), so that a file with more gets the
 * form's own limit on its rows rather than a refused header.
 */
type OptionColumn = `option${number}_${'name' | 'value'}`;
export type CsvColumn = ProductCsvColumn | OptionColumn;
const OPTION_COLUMN = /^option([1-9]\d{0,2})_(name|value)$/;

/** An import's header: where each column is, and the numbers of the options it has columns for, in order. */
export interface CsvHeader {
  at: ReadonlyMap<CsvColumn, number>;
  options: readonly number[];
}

/**
 * A file's cell as a message quotes it: at most 40 characters, so that a huge cell, quoted on many
 * rows, does not make the answer many times the file.
 */
export const shown = (cell: string) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** The header row's columns, named as an export names them (any case; spaces for underscores). */
export function readHeader(cells: readonly string[]): CsvHeader {
  const at = new Map<CsvColumn, number>();
  const options = new Set<number>();
  cells.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/\s+/g, '_');
    if (name === '' && cells.slice(i).every((rest) => rest.trim() === '')) return;
    const option = OPTION_COLUMN.exec(name);
    if (!option && !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      throw badRequest(
        `The header has a column the import does not know: "${shown(cell)}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}`,
      );
    }
    const column = name as CsvColumn;
    if (at.has(column)) throw badRequest(`The header names the column "${column}" twice`);
    at.set(column, i);
    if (option) options.add(Number(option[1]));
  });
  if (!at.has('sku')) throw badRequest('The header must have a "sku" column: products are matched by SKU');
  return { at, options: [...options].sort((a, b) => a - b) };
}

/** A row's cell in a column, or undefined when the header has no such column. */
export const cellOf = (cells: readonly string[], header: CsvHeader, column: CsvColumn) => {
  const i = header.at.get(column);
  return i === undefined ? undefined : (cells[i] ?? '');
};

const text = (cell: string | undefined) => fromSpreadsheetSafe(cell ?? '').trim();

/** The row's own SKU: the variant's, which for a product without options is the product's. */
export const skuOf = (cells: readonly string[], header: CsvHeader) => text(cellOf(cells, header, 'sku'));
export const productSkuOf = (cells: readonly string[], header: CsvHeader) =>
  text(cellOf(cells, header, 'product_sku'));

/** A row's options: each numbered pair of columns with a name or a value, in order. */
export function rowOptions(cells: readonly string[], header: CsvHeader) {
  return header.options.flatMap((number) => {
    const name = text(cellOf(cells, header, `option${number}_name`));
    const value = text(cellOf(cells, header, `option${number}_value`));
    return name === '' && value === '' ? [] : [{ number, name, value }];
  });
}

/**
 * A variant of a product with options: a row with an option, or one naming a product other than
 * its own SKU. Any other row is a product without options, whose one variant it is.
 */
export function isVariantRow(cells: readonly string[], header: CsvHeader): boolean {
  const productSku = productSkuOf(cells, header);
  return rowOptions(cells, header).length > 0 || (productSku !== '' && productSku !== skuOf(cells, header));
}

/** The form's fields for a product as it is: an imported row changes only the columns it has. */
export type InputFields = Record<string, unknown>;

export function inputOf(p: ProductRow): InputFields {
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
export const NEW_PRODUCT: InputFields = {
  featured: false,
  status: 'active',
  salePriceCents: null,
  shortDescription: '',
  tags: [],
  images: [],
};

/** The columns of a product's own (on each of its rows when it has options), and the form's field of each. */
export const PRODUCT_FIELDS = {
  title: 'title',
  category: 'category',
  status: 'status',
  featured: 'featured',
  short_description: 'shortDescription',
  description: 'description',
  tags: 'tags',
  images: 'images',
} as const satisfies Partial<Record<ProductCsvColumn, string>>;

/** A variant's columns (a product without options has them as its own), and the form's field of each. */
export const VARIANT_FIELDS = {
  price: 'priceCents',
  sale_price: 'salePriceCents',
  inventory: 'inventoryQuantity',
  exported_inventory: 'loadedInventoryQuantity',
  variant_image: 'image',
  variant_active: 'isActive',
} as const satisfies Partial<Record<ProductCsvColumn, string>>;

/** A column read into a field of the form's, and the field. */
type FieldColumn = 'sku' | keyof typeof PRODUCT_FIELDS | keyof typeof VARIANT_FIELDS;
export type ColumnFields = Partial<Record<FieldColumn, string>>;

/** A product without options: its own fields and its variant's price and stock, with no image or switch of its own. */
const SIMPLE_FIELDS: ColumnFields = {
  sku: 'sku',
  ...PRODUCT_FIELDS,
  price: VARIANT_FIELDS.price,
  sale_price: VARIANT_FIELDS.sale_price,
  inventory: VARIANT_FIELDS.inventory,
  exported_inventory: VARIANT_FIELDS.exported_inventory,
};
export const columnOfField = (fields: ColumnFields) =>
  new Map(Object.entries(fields).map(([column, field]) => [field, column]));
const COLUMN_OF_SIMPLE_FIELD = columnOfField(SIMPLE_FIELDS);

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

/** Yes or no; blank leaves the field as it was. */
const flag = (label: string) => (cell: string) => {
  const answer = cell.trim().toLowerCase();
  if (answer === '') return undefined;
  if (YES.has(answer)) return true;
  if (NO.has(answer)) return false;
  throw new CellError(`${label} must be yes or no`);
};

const ownImage = (address: string) => mediaHash(address) !== undefined;

/** A cell as its field's value; undefined leaves the field as it was (a blank status or featured). */
const READ: Record<FieldColumn, (cell: string) => unknown> = {
  sku: fromSpreadsheetSafe,
  title: fromSpreadsheetSafe,
  description: fromSpreadsheetSafe,
  short_description: fromSpreadsheetSafe,
  category: (cell) => cell.trim().toLowerCase(),
  price: (cell) => amount(cell, 'Price'),
  sale_price: (cell) => (cell.trim() === '' ? null : amount(cell, 'Sale price')),
  inventory: (cell) => units(cell, 'Inventory'),
  exported_inventory: (cell) => (cell.trim() === '' ? undefined : units(cell, 'Exported inventory')),
  variant_image: (cell) => {
    const address = text(cell);
    if (address === '') return null;
    if (!ownImage(address))
      throw new CellError(
        "A variant's image must be the address of one of the shop's own images (/media/….webp)",
      );
    return address;
  },
  variant_active: flag('Variant active'),
  status: (cell) => (cell.trim() === '' ? undefined : cell.trim().toLowerCase()),
  featured: flag('Featured'),
  tags: items,
  images: (cell) => {
    const addresses = items(cell);
    if (!addresses.every(ownImage)) {
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
 * Reads a row's cells in these columns into their fields, in the header's order (a column the
 * header lacks leaves its field as it is); answers what is wrong with them, by column. The exported
 * stock is read only with the stock: it is where the file's `inventory` started, and without that
 * column the stock is as it is now (moving it by the difference would take the units sold twice).
 */
export function readCells(
  fields: InputFields,
  cells: readonly string[],
  header: CsvHeader,
  columns: ColumnFields,
): RowError[] {
  const errors: RowError[] = [];
  for (const [column, i] of header.at) {
    const field = columns[column as FieldColumn];
    if (field === undefined || (column === 'exported_inventory' && !header.at.has('inventory'))) continue;
    try {
      const value = READ[column as FieldColumn](cells[i] ?? '');
      if (value !== undefined) fields[field] = value;
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ column, message: error.message });
    }
  }
  return errors;
}

/**
 * The product a row without options describes: its cells over the product as it is (`before`) or
 * NEW_PRODUCT, checked as the product form's input is; or what is wrong with it, by column. For a
 * product that exists, `exported_inventory` says what stock the file started from, as the form's
 * loaded stock does.
 */
export function rowInput(
  cells: readonly string[],
  header: CsvHeader,
  before: ProductRow | undefined,
): { input: ParsedProductUpdate } | { errors: RowError[] } {
  const fields = before ? inputOf(before) : { ...NEW_PRODUCT };
  const { exported_inventory: _loaded, ...newProductFields } = SIMPLE_FIELDS;
  const errors = readCells(fields, cells, header, before ? SIMPLE_FIELDS : newProductFields);
  for (const column of ['variant_image', 'variant_active'] as const) {
    if (text(cellOf(cells, header, column)) !== '') {
      errors.push({
        column,
        message: 'Only a variant of a product with options has this column: leave it blank',
      });
    }
  }
  if (errors.length > 0) return { errors };
  const parsed = (before ? productUpdateSchema : productInputSchema).safeParse(fields);
  if (parsed.success) return { input: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => ({
      column: COLUMN_OF_SIMPLE_FIELD.get(String(issue.path[0])) ?? null,
      message: issue.message,
    })),
  };
}
