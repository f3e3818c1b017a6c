import type { Executor } from '../../db/database.js';
import * as productRepository from './product-repository.js';
import type { NewProduct, ProductDetails } from './product-repository.js';
import * as variantRepository from './variant-repository.js';

/**
 * Every way a product is written (the admin's form, an import, the demo data), with its variants:
 * a simple product's one variant is made with it and follows its SKU and prices
 * (docs/decisions/0018-product-variants.md).
 */

export async function insertProducts(db: Executor, products: readonly NewProduct[]): Promise<void> {
  await productRepository.insert(db, products);
  await variantRepository.insertSimple(db, products);
}

/** Saves a product's details (not its stock); true when the product was there to update. */
export async function updateProduct(
  db: Executor,
  id: string,
  details: ProductDetails & { updated_at: string },
): Promise<boolean> {
  if (!(await productRepository.update(db, id, details))) return false;
  await variantRepository.followProducts(db, [id], details.updated_at);
  return true;
}

/** Saves many products' details (not their stock); answers the ids it found. */
export async function updateProducts(
  db: Executor,
  products: ReadonlyArray<{ id: string; details: ProductDetails }>,
  updatedAt: string,
): Promise<Set<string>> {
  const found = await productRepository.updateMany(db, products, updatedAt);
  await variantRepository.followProducts(db, [...found], updatedAt);
  return found;
}
