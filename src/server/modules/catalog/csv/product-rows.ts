import { MAX_VARIANTS } from '../../../../shared/schemas/admin-products.js';
import { NUL_MESSAGE } from '../../../http/text-guard.js';
import { type CsvHeader, type RowError, isVariantRow, productSkuOf, shown, skuOf } from './product-csv.js';

/**
 * A product file's rows gathered product by product (docs/decisions/0016-csv-import-and-export.md):
 * a product's rows follow each other, so that the import's batches hold whole products. What is
 * held is the product being gathered and the SKUs seen, for a SKU twice or a product's rows apart.
 */

export interface FileRow {
  /** As a spreadsheet counts: the header is row 1. */
  row: number;
  cells: string[];
  /** The variant's SKU: for a product without options, the product's. */
  sku: string;
  /** What is wrong with the row itself, found as it was read. */
  problems: RowError[];
}

/** A product's rows: its SKU, and whether they are its variants' (it has options) or its own one row. */
export interface ProductRows {
  sku: string;
  options: boolean;
  rows: [FileRow, ...FileRow[]];
}

export class ProductGrouping {
  /** Each row's SKU and its row; negative for a product without options' (it names that product too). */
  private readonly skus = new Map<string, number>();
  /** Each product with options and its first row. */
  private readonly products = new Map<string, number>();
  private current: ProductRows | undefined;

  /** `refuse` fails at once a row past the most variants a product has (only so many are held). */
  constructor(
    private readonly header: CsvHeader,
    private readonly refuse: (row: FileRow, problem: RowError) => void,
  ) {}

  /** Takes the file's next row; answers the product it follows, when that one has all its rows. */
  add(row: number, cells: string[]): ProductRows | undefined {
    const { header } = this;
    const sku = skuOf(cells, header);
    const productSku = productSkuOf(cells, header);
    const variant = isVariantRow(cells, header);
    const key = variant && productSku !== '' ? productSku : sku;
    const read: FileRow = { row, cells, sku, problems: [] };
    const problem = cellsProblem(cells, header);
    if (problem) read.problems.push(problem);
    else if (variant && productSku === '') {
      read.problems.push({
        column: 'product_sku',
        message: "A variant's row names its product's SKU in product_sku",
      });
    }

    const current = this.current;
    if (current?.sku === key) {
      if (current.rows.length > MAX_VARIANTS) {
        this.refuse(read, {
          column: null,
          message: `Not imported: product ${shown(key)} has more than ${MAX_VARIANTS} rows`,
        });
        return undefined;
      }
      this.record(read, key, false);
      current.options ||= variant;
      current.rows.push(read);
      return undefined;
    }
    // Noted even when the row cannot be read: a later row of its product is then apart from it,
    // rather than taken for the whole product (whose other variants would be removed).
    this.record(read, key, !variant);
    this.start(read, key, variant);
    this.current = { sku: key, options: variant, rows: [read] };
    return current;
  }

  /** The product being gathered when the file ends. */
  end(): ProductRows | undefined {
    return this.current;
  }

  /**
   * Notes the row's SKU; the same SKU twice is a problem of the later row, as is a variant's SKU
   * that another product with options has (`product` is the row's).
   */
  private record(read: FileRow, product: string, ownProduct: boolean) {
    if (read.sku === '') return;
    const first = this.skus.get(read.sku);
    // A product without options' SKU that one with options has: its rows are apart (start).
    const named = ownProduct || read.sku === product ? undefined : this.products.get(read.sku);
    if (first !== undefined) read.problems.push({ column: 'sku', message: twice(read.sku, Math.abs(first)) });
    else if (named !== undefined) {
      read.problems.push({ column: 'sku', message: `${twice(read.sku, named)}, as its product's SKU` });
    }
    if (first === undefined) this.skus.set(read.sku, ownProduct ? -read.row : read.row);
  }

  /**
   * A product's first row: none of its rows may have come before (a SKU twice says so already), and
   * a product with options may not have the SKU of another product's variant.
   */
  private start(read: FileRow, sku: string, variant: boolean) {
    const seen = this.skus.get(sku);
    const earlier = this.products.get(sku) ?? (variant && seen !== undefined && seen < 0 ? -seen : undefined);
    if (earlier === undefined) {
      if (variant) this.products.set(sku, read.row);
    } else if (read.problems.length === 0) {
      read.problems.push({ column: variant ? 'product_sku' : 'sku', message: apart(sku, earlier) });
    }
    if (variant && earlier === undefined && seen !== undefined && seen > 0 && seen !== read.row) {
      read.problems.push({ column: 'product_sku', message: `${twice(sku, seen)}, as a variant's SKU` });
    }
  }
}

const twice = (sku: string, row: number) => `SKU ${shown(sku)} is on row ${row} already`;
const apart = (sku: string, row: number) =>
  `The rows of product ${shown(sku)} must follow each other: its first is row ${row}`;

/** A row whose cells do not line up with the header's columns, or that is not text a database keeps. */
function cellsProblem(cells: readonly string[], header: CsvHeader): RowError | undefined {
  const width = Math.max(...header.at.values()) + 1;
  if (cells.length < width || cells.slice(width).some((cell) => cell.trim() !== '')) {
    return { column: null, message: `This row has ${cells.length} cells; the header has ${width} columns` };
  }
  if (cells.some((cell) => cell.includes('\uFFFD'))) {
    return { column: null, message: 'This row is not UTF-8 text: save the file as "CSV UTF-8"' };
  }
  if (cells.some((cell) => cell.includes('\u0000'))) return { column: null, message: NUL_MESSAGE };
  return undefined;
}
