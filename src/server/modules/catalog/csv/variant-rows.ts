import { isDeepStrictEqual } from 'node:util';
import {
  type ParsedProductUpdate,
  productInputSchema,
  productUpdateSchema,
} from '../../../../shared/schemas/admin-products.js';
import type { ProductOption } from '../../../../shared/schemas/catalog.js';
import { toVariant } from '../product-mapping.js';
import type { ProductRow } from '../product-repository.js';
import type { VariantRow } from '../variant-repository.js';
import {
  type CsvHeader,
  type InputFields,
  NEW_PRODUCT,
  PRODUCT_FIELDS,
  type RowError,
  VARIANT_FIELDS,
  cellOf,
  columnOfField,
  inputOf,
  readCells,
  rowOptions,
  shown,
  skuOf,
} from './product-csv.js';
import type { FileRow } from './product-rows.js';

/**
 * A product with options from its rows, a row per variant (docs/decisions/0016-csv-import-and-export.md):
 * checked as the product form's input is, every rule of its options and variants included.
 */

/** What a product with options is read from: its rows' numbers and cells. */
type Rows = readonly [Pick<FileRow, 'row' | 'cells'>, ...Array<Pick<FileRow, 'row' | 'cells'>>];

export type RowErrors = Array<RowError & { row: number }>;

/** A new variant's fields before its row: on sale, at no sale price, with no image of its own. */
const NEW_VARIANT: InputFields = { salePriceCents: null, image: null, isActive: true };

const COLUMN_OF_VARIANT_FIELD = columnOfField({ sku: 'sku', ...VARIANT_FIELDS });
const COLUMN_OF_PRODUCT_FIELD = new Map([...columnOfField(PRODUCT_FIELDS), ['sku', 'product_sku']]);

/**
 * The product `sku` as its rows describe it, over the product as it is (`before`, with its
 * `variants`) or a new one; or what is wrong, row by row. Its own columns are its first row's (a
 * later row repeats them or leaves them blank); its options are named as on each of its rows, their
 * values the product's, in its order, and then new ones in the order first seen; each row is a
 * variant, over the variant with its SKU or a new one.
 */
export function productWithOptions(
  rows: Rows,
  header: CsvHeader,
  sku: string,
  before: ProductRow | undefined,
  variants: readonly VariantRow[],
): { input: ParsedProductUpdate } | { errors: RowErrors } {
  const [first] = rows;
  const errors: RowErrors = [];
  const on = (row: number) => (error: RowError) => errors.push({ ...error, row });

  const fields = before ? inputOf(before) : { ...NEW_PRODUCT, sku, priceCents: 0, inventoryQuantity: 0 };
  const own = ownColumns(rows, header, on);
  Object.assign(fields, own);

  const named = rows.map(({ cells }) => rowOptions(cells, header));
  const reference = named.findIndex((options) => options.length > 0);
  const names = (named[reference] ?? []).map((option) => option.name);
  named.forEach((options, i) => {
    const row = rows[i]!.row;
    if (options.length === 0) {
      errors.push({
        row,
        column: 'option1_name',
        message: 'A variant of a product with options needs its options (option1_name, option1_value…)',
      });
      return;
    }
    const differs = [...names, ...options].findIndex((_, o) => options[o]?.name !== names[o]);
    if (differs >= 0) {
      const number = (options[differs] ?? options.at(-1))!.number;
      errors.push({
        row,
        column: `option${number}_name`,
        message: `Name the options as row ${rows[reference]!.row} does: ${names.map(shown).join(', ')}`,
      });
    }
  });
  if (errors.length > 0) return { errors };

  const values = named.map((options) => options.map((option) => option.value));
  const stored = before ? (JSON.parse(before.options) as ProductOption[]) : [];
  const options = names.map((name, o) => {
    const used = values.map((row) => row[o]!);
    // The product's values stay, in its order, those no row has too (the admin may keep a value no
    // variant has; an export writes only the variants'); one the rows spell in another case only
    // (a value's case corrected) is theirs.
    const known = (stored.find((option) => option.name === name)?.values ?? []).map((value) =>
      used.includes(value) ? value : (used.find((u) => u.toLowerCase() === value.toLowerCase()) ?? value),
    );
    return { name, values: [...new Set([...known, ...used])] };
  });

  const variantFields = rows.map(({ row, cells }, i) => {
    const variantSku = skuOf(cells, header);
    const existing = variants.find((variant) => variant.sku === variantSku);
    const variant: InputFields = existing ? { ...toVariant(existing) } : { ...NEW_VARIANT };
    variant.sku = variantSku;
    variant.optionValues = values[i];
    readCells(variant, cells, header, VARIANT_FIELDS).forEach(on(row));
    return variant;
  });
  if (errors.length > 0) return { errors };

  const parsed = (before ? productUpdateSchema : productInputSchema).safeParse({
    ...fields,
    options,
    variants: variantFields,
  });
  if (parsed.success) return { input: parsed.data };

  /** The row and column an issue of the form's schema is about. */
  const placed = ([head, index, field, valueIndex]: readonly PropertyKey[]) => {
    if (head === 'variants' && typeof index === 'number') {
      return { row: rows[index]!.row, column: COLUMN_OF_VARIANT_FIELD.get(String(field)) ?? null };
    }
    if (head === 'options' && typeof index === 'number') {
      const number = named[reference]![index]!.number;
      if (field === 'name') return { row: first.row, column: `option${number}_name` };
      const value = typeof valueIndex === 'number' ? options[index]!.values[valueIndex] : undefined;
      const seen = values.findIndex((row) => row[index] === value);
      return { row: rows[Math.max(seen, 0)]!.row, column: `option${number}_value` };
    }
    return { row: first.row, column: COLUMN_OF_PRODUCT_FIELD.get(String(head)) ?? null };
  };
  return {
    errors: parsed.error.issues.map((issue) => ({ ...placed(issue.path), message: issue.message })),
  };
}

/**
 * The product's own columns, from its first row; a later row's cell is blank or says the same
 * (so that each row of an export is whole, and a file may give them once).
 */
function ownColumns(
  rows: Rows,
  header: CsvHeader,
  on: (row: number) => (error: RowError) => void,
): InputFields {
  const [first, ...later] = rows;
  const own: InputFields = {};
  readCells(own, first.cells, header, PRODUCT_FIELDS).forEach(on(first.row));
  for (const { row, cells } of later) {
    const repeated: InputFields = {};
    readCells(repeated, cells, header, PRODUCT_FIELDS).forEach(on(row));
    for (const [column, field] of Object.entries(PRODUCT_FIELDS)) {
      if (cellOf(cells, header, column as keyof typeof PRODUCT_FIELDS)?.trim() === '') continue;
      if (field in repeated && !isDeepStrictEqual(repeated[field], own[field])) {
        on(row)({
          column,
          message: `Differs from row ${first.row}: a product's columns are the same on each of its rows`,
        });
      }
    }
  }
  return own;
}
