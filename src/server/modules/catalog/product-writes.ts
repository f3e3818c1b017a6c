import { randomUUID } from 'node:crypto';
import { type Executor, type Trx, engineOf } from '../../db/database.js';
import { type StockCount, stockRepository } from '../inventory/index.js';
import * as productRepository from './product-repository.js';
import type { NewProduct, ProductDetails } from './product-repository.js';
import * as variantRepository from './variant-repository.js';
import type { VariantDetails, VariantRow } from './variant-repository.js';

/**
 * Every way a product is written (the admin's form, an import, the demo data), with its variants
 * (docs/decisions/0018-product-variants.md): a simple product's one variant is made with it and
 * follows its SKU and prices; a product with options has the variants the admin lists.
 */

/** A simple product's options, and its one variant's option values: none. */
const SIMPLE = '[]';

/**
 * Inserts new products, a simple one with its one variant. A product with options gets none here:
 * saveVariants makes those listed (a variant of its own SKU meanwhile could hold a SKU that one of
 * them, or another new product's variant in the same transaction, is given).
 */
export async function insertProducts(db: Executor, products: readonly NewProduct[]): Promise<void> {
  await productRepository.insert(db, products);
  await variantRepository.insertSimple(
    db,
    products.filter((product) => (product.options ?? SIMPLE) === SIMPLE),
  );
}

/** Saves a product's details (not its stock or variants); true when the product was there to update. */
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

/**
 * A variant as the admin writes it: `id` names one the product has, whose stock is counted as the
 * form says; a new one starts with `initialStock`.
 */
export interface VariantWrite {
  id?: string | undefined;
  details: VariantDetails;
  stock: StockCount;
  initialStock: number;
}

/** What the admin writes of a product's variants: a simple product's one, or the list of a product with options. */
export type VariantsWrite = { simple: StockCount } | { variants: readonly VariantWrite[] };

/**
 * Makes a product's variants those written, after its details are saved: a variant named by its id
 * (or else by its option values) is updated and its stock counted; the others are made, and those
 * no longer listed are removed (their order lines keep their text). Then the product's prices and
 * stock summarise them. The caller holds the product's variants locked (variantRepository.lockOf).
 */
export async function saveVariants(
  db: Executor,
  productId: string,
  write: VariantsWrite,
  at: string,
  /** The product's variants as the caller read them under its lock, if it has. */
  read?: readonly VariantRow[],
): Promise<void> {
  const existing = read ?? (await variantRepository.ofProducts(db, [productId])).get(productId) ?? [];
  if ('simple' in write) await saveSimple(db, productId, existing, write.simple, at);
  else await saveListed(db, productId, existing, write.variants, at);
  await variantRepository.summarisePrices(db, productId);
  await stockRepository.recount(db, productId);
}

async function saveSimple(
  db: Executor,
  productId: string,
  existing: readonly VariantRow[],
  stock: StockCount,
  at: string,
) {
  const kept = existing.find((v) => v.option_values === SIMPLE) ?? existing[0];
  await variantRepository.remove(
    db,
    existing.filter((v) => v !== kept).map((v) => v.id),
  );
  if (!kept) {
    const product = await productRepository.findById(db, productId);
    if (!product) return;
    await variantRepository.insertSimple(db, [
      { ...product, inventory_quantity: 'set' in stock ? stock.set : 0, created_at: at },
    ]);
    return;
  }
  await variantRepository.update(
    db,
    kept.id,
    { ...kept, option_values: SIMPLE, position: 0, image: null, is_active: 1 },
    at,
  );
  await variantRepository.followProducts(db, [productId], at);
  await stockRepository.count(db, kept.id, stock);
}

/**
 * The variant each write updates: the one its id names, else the one with its option values that
 * no write names (so a variant whose SKU changed keeps its id, and its carts' lines); else none, a
 * new one. Each existing variant is matched once; those left unmatched are removed.
 */
export function matchVariants(
  existing: readonly VariantRow[],
  writes: readonly VariantWrite[],
): Array<VariantRow | undefined> {
  const byId = new Map(existing.map((v) => [v.id, v]));
  const named = writes.map((w) => (w.id === undefined ? undefined : byId.get(w.id)));
  const taken = new Set(named);
  // A product's variants differ in their option values (a unique key), so each is one variant's.
  const byValues = new Map(existing.filter((v) => !taken.has(v)).map((v) => [v.option_values, v]));
  return writes.map((w, i) => {
    if (named[i]) return named[i];
    const variant = byValues.get(w.details.option_values);
    byValues.delete(w.details.option_values);
    return variant;
  });
}

async function saveListed(
  db: Executor,
  productId: string,
  existing: readonly VariantRow[],
  writes: readonly VariantWrite[],
  at: string,
) {
  const matched = matchVariants(existing, writes);
  const kept = new Set(matched);
  // Removed first, so that a listed variant may take a removed one's SKU or options.
  await variantRepository.remove(
    db,
    existing.filter((v) => !kept.has(v)).map((v) => v.id),
  );
  // Variants that trade SKUs or options with each other (a swap) would meet the unique keys one by
  // one: those whose SKU or options change hold placeholders first, each their own.
  await variantRepository.holdKeys(
    db,
    matched.flatMap((variant, i) => {
      const { sku, option_values } = writes[i]!.details;
      return variant && (variant.sku !== sku || variant.option_values !== option_values) ? [variant.id] : [];
    }),
  );
  const counts: Array<{ variantId: string; stock: StockCount }> = [];
  for (const [i, w] of writes.entries()) {
    const variant = matched[i];
    const details = { ...w.details, position: i };
    if (variant) {
      await variantRepository.update(db, variant.id, details, at);
      counts.push({ variantId: variant.id, stock: w.stock });
    } else {
      await variantRepository.insert(
        db,
        productId,
        { ...details, id: randomUUID(), inventory_quantity: w.initialStock },
        at,
      );
    }
  }
  await stockRepository.countMany(db, counts);
}

/**
 * Holds a product's row until the transaction ends, so that two reviews of it published at once
 * count each other (docs/decisions/0023-reviews.md); false when there is no such product. SQLite has
 * one writer at a time already.
 */
export async function holdProductRating(trx: Trx, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .$if(engineOf(trx) === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

/** A product's rating and review count, as its published reviews give them (none: 0 and 0, no stars). */
export async function setProductRating(
  trx: Trx,
  id: string,
  { average, count }: { average: number; count: number },
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ rating: average, review_count: count })
    .where('id', '=', id)
    .execute();
}
