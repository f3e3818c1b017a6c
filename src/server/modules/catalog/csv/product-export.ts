import type { Executor } from '../../../db/database.js';
import type { ProductRow } from '../product-repository.js';
import * as variantRepository from '../variant-repository.js';
import { productCsvRows } from './product-csv.js';

/**
 * A batch of the product export's rows (docs/decisions/0016-csv-import-and-export.md): a row a
 * product without options, a row a variant of one with them, whose variants are read in one query.
 */
export async function exportRowsOf(db: Executor, products: readonly ProductRow[]) {
  const variants = await variantRepository.ofProducts(
    db,
    products.filter((product) => product.options !== '[]').map((product) => product.id),
  );
  return products.flatMap((product) => productCsvRows(product, variants.get(product.id)));
}
