import { mediaHash } from '../../../../shared/media.js';
import type { ParsedProductUpdate } from '../../../../shared/schemas/admin-products.js';
import type { Executor, Trx } from '../../../db/database.js';
import type { MediaService } from '../../media/index.js';
import * as productRepository from '../product-repository.js';
import type { ProductRow } from '../product-repository.js';
import * as variantRepository from '../variant-repository.js';
import type { VariantRow } from '../variant-repository.js';
import { type CsvHeader, type RowError, rowInput, shown } from './product-csv.js';
import type { FileRow, ProductRows } from './product-rows.js';
import { type RowErrors, productWithOptions } from './variant-rows.js';

/**
 * A batch of an import's products checked against the catalogue (docs/decisions/0016-csv-import-and-export.md):
 * each by the product form's rules, its SKUs against the shop's, its images against those stored.
 */

/** A product the file may write: its rows, the product as it is, and its fields as the file has them. */
export type Checked = {
  rows: readonly [FileRow, ...FileRow[]];
  before: ProductRow | undefined;
  input: ParsedProductUpdate;
} & (
  | { options: false; /** Its one variant, when it exists. */ variantId: string | undefined }
  | { options: true; /** Its variants as they are. */ variants: readonly VariantRow[] }
);

/** Fails a product's rows: each with its errors, or (a product with options) with the row that stops it. */
export type Failing = (rows: readonly FileRow[], errors: RowErrors) => void;

export async function checkProducts(
  {
    reader,
    writing,
    media,
    header,
  }: { reader: Executor; writing: Trx | undefined; media: MediaService; header: CsvHeader },
  products: readonly ProductRows[],
  fail: Failing,
): Promise<Checked[]> {
  const skus = [...new Set(products.map((product) => product.sku))];
  // A change to a product locks its variants before its row, as checkout does (docs/decisions/0018),
  // so that no sale moves them between this read and the batch's writes.
  if (writing) await variantRepository.lockOfSkus(writing, skus);
  const existing = new Map(
    (await productRepository.findBySkus(reader, skus)).map((product) => [product.sku, product]),
  );
  // Each SKU's variant: another product's may not be given it; a product without options' is its one.
  const owners = await variantRepository.bySkus(reader, [
    ...new Set([...skus, ...products.flatMap((product) => product.rows.map((read) => read.sku))]),
  ]);
  const givenOptions = new Set(products.filter((product) => product.options).map((product) => product.sku));
  const variants = await variantRepository.ofProducts(
    reader,
    [...existing.values()]
      .filter((product) => product.options !== '[]' || givenOptions.has(product.sku))
      .map((product) => product.id),
  );

  const checked: Checked[] = [];
  for (const product of products) {
    const before = existing.get(product.sku);
    const known = {
      before,
      variants: before ? (variants.get(before.id) ?? []) : [],
      variantOf: (sku: string) => {
        const variant = owners.get(sku);
        return variant && { id: variant.id, own: variant.productId === before?.id };
      },
    };
    if (product.options) {
      const result = withOptions(product, header, known);
      if ('errors' in result) fail(product.rows, result.errors);
      else checked.push(result);
      continue;
    }
    for (const read of product.rows) {
      const result = withoutOptions(read, header, known);
      if ('errors' in result)
        fail(
          [read],
          result.errors.map((error) => ({ ...error, row: read.row })),
        );
      else checked.push(result);
    }
  }
  return storedImages(reader, media, checked, fail);
}

interface Known {
  before: ProductRow | undefined;
  /** The product's variants, when it has options or the file gives it some. */
  variants: readonly VariantRow[];
  /** The variant with this SKU, and whether it is this product's: a SKU is the shop's once. */
  variantOf: (sku: string) => { id: string; own: boolean } | undefined;
}

function withoutOptions(
  read: FileRow,
  header: CsvHeader,
  { before, variantOf }: Known,
): Checked | { errors: RowError[] } {
  if (read.problems.length > 0) return { errors: read.problems };
  if (before && before.options !== '[]') {
    return {
      errors: [
        {
          column: null,
          message: 'This product has options: give each of its variants a row, naming it in product_sku',
        },
      ],
    };
  }
  const variant = variantOf(read.sku);
  if (variant && !variant.own) {
    return {
      errors: [
        {
          column: 'sku',
          message: `SKU ${shown(read.sku)} is a variant of a product with options: name that product in product_sku`,
        },
      ],
    };
  }
  const result = rowInput(read.cells, header, before);
  if ('errors' in result) return result;
  return { rows: [read], before, input: result.input, options: false, variantId: variant?.id };
}

function withOptions(
  product: ProductRows,
  header: CsvHeader,
  { before, variants, variantOf }: Known,
): Checked | { errors: RowErrors } {
  const [first] = product.rows;
  const errors: RowErrors = product.rows.flatMap((read) =>
    read.problems.map((problem) => ({ ...problem, row: read.row })),
  );
  if (errors.length > 0) return { errors };
  // A new product's SKU is not another product's variant's (the file's own are checked as it is read).
  if (!before && variantOf(product.sku))
    errors.push({ row: first.row, column: 'product_sku', message: takenBy(product.sku) });
  for (const read of product.rows) {
    if (variantOf(read.sku)?.own === false)
      errors.push({ row: read.row, column: 'sku', message: takenBy(read.sku) });
  }
  const result = productWithOptions(product.rows, header, product.sku, before, variants);
  if ('errors' in result) return { errors: [...errors, ...result.errors] };
  if (errors.length > 0) return { errors };
  return { rows: product.rows, before, variants, input: result.input, options: true };
}

const takenBy = (sku: string) => `SKU ${shown(sku)} is a variant of another product`;

/** An image the product already shows stays as it is; any other must be one the shop holds. */
async function storedImages(
  reader: Executor,
  media: MediaService,
  checked: readonly Checked[],
  fail: Failing,
): Promise<Checked[]> {
  const added = ({ input, before }: Checked) => {
    const kept = new Set(before ? (JSON.parse(before.images) as string[]) : []);
    return input.images.filter((address) => !kept.has(address));
  };
  const stored = await media.stored(
    reader,
    checked.flatMap((product) => added(product).map((address) => mediaHash(address)!)),
  );
  return checked.filter((product) => {
    const missing = added(product).find((address) => !stored.has(mediaHash(address)!));
    if (missing === undefined) return true;
    const error: RowError = { column: 'images', message: `The shop has no image at ${missing}` };
    fail(product.rows, [{ ...error, row: product.rows[0].row }]);
    return false;
  });
}
