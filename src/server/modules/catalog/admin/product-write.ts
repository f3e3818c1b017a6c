import type { ParsedProductInput } from '../../../../shared/schemas/admin-products.js';
import type { Trx } from '../../../db/database.js';
import type { FieldChange } from '../../../../shared/schemas/audit.js';
import { type Actor, changedFields, recordChanges } from '../../audit/index.js';
import type { StockCount } from '../../inventory/index.js';
import * as productRepository from '../product-repository.js';
import type { ProductDetails, ProductRow, ProductWrite } from '../product-repository.js';
import { type VariantsWrite, saveVariants, updateProduct } from '../product-writes.js';
import * as variantRepository from '../variant-repository.js';
import type { VariantRow } from '../variant-repository.js';

/** A product's fields as its row stores them, from the admin's input and its images' addresses. */
export function toProductWrite(input: ParsedProductInput, images: readonly string[]): ProductWrite {
  return {
    sku: input.sku,
    title: input.title,
    description: input.description,
    price_cents: input.priceCents,
    category: input.category,
    images: JSON.stringify(images),
    inventory_quantity: input.inventoryQuantity,
    featured: input.featured ? 1 : 0,
    sale_price_cents: input.salePriceCents,
    short_description: input.shortDescription,
    tags: JSON.stringify(input.tags),
    status: input.status,
    options: JSON.stringify(input.options),
  };
}

/**
 * What the admin writes of a product's variants: without options, its own fields are its one
 * variant's; with them, the variants listed, each image by its address among the product's.
 */
export function toVariantsWrite(
  input: ParsedProductInput & { loadedInventoryQuantity?: number | undefined },
  imageAddress: (image: string) => string | null,
): VariantsWrite {
  if (input.options.length === 0) return { simple: stockCountOf(input) };
  return {
    variants: input.variants.map((variant) => ({
      id: variant.id,
      details: {
        sku: variant.sku,
        option_values: JSON.stringify(variant.optionValues),
        position: 0,
        price_cents: variant.priceCents,
        sale_price_cents: variant.salePriceCents,
        image: variant.image === null ? null : imageAddress(variant.image),
        is_active: variant.isActive ? 1 : 0,
      },
      stock: stockCountOf(variant),
      initialStock: variant.inventoryQuantity,
    })),
  };
}

/** What a product's history shows: every field the admin's form writes (docs/decisions/0015). */
const PRODUCT_AUDIT_FIELDS = {
  sku: (p: ProductRow) => p.sku,
  title: (p: ProductRow) => p.title,
  description: (p: ProductRow) => p.description,
  short_description: (p: ProductRow) => p.short_description,
  price_cents: (p: ProductRow) => p.price_cents,
  sale_price_cents: (p: ProductRow) => p.sale_price_cents,
  category: (p: ProductRow) => p.category,
  status: (p: ProductRow) => p.status,
  featured: (p: ProductRow) => p.featured === 1,
  inventory_quantity: (p: ProductRow) => p.inventory_quantity,
  tags: (p: ProductRow) => p.tags,
  images: (p: ProductRow) => p.images,
  options: (p: ProductRow) => p.options,
};

/** What a product's history shows of each of its variants, when it has options. */
const VARIANT_AUDIT_FIELDS = {
  sku: (v: VariantRow) => v.sku,
  option_values: (v: VariantRow) => v.option_values,
  price_cents: (v: VariantRow) => v.price_cents,
  sale_price_cents: (v: VariantRow) => v.sale_price_cents,
  inventory_quantity: (v: VariantRow) => v.inventory_quantity,
  image: (v: VariantRow) => v.image,
  is_active: (v: VariantRow) => v.is_active === 1,
};

export interface ProductChange {
  id: string;
  action: 'created' | 'updated' | 'deleted';
  before: ProductRow | undefined;
  after: ProductRow | undefined;
  /** Its variants before and after, when the admin's form wrote them. */
  variants?: { before: readonly VariantRow[]; after: readonly VariantRow[] };
}

/** The fields that differ between two versions of a product (none: writing it would change nothing). */
export const productFieldChanges = (before: ProductRow | undefined, after: ProductRow | undefined) =>
  changedFields(PRODUCT_AUDIT_FIELDS, before, after);

const simple = (product: ProductRow | undefined) => product === undefined || product.options === '[]';

/**
 * Each variant's fields that differ, named by the variant ('variant GLOVE-S: price_cents'): made,
 * removed or changed. A simple product's one variant is its own fields, recorded already.
 */
function variantFieldChanges({ before, after, variants }: ProductChange): FieldChange[] {
  if (!variants || (simple(before) && simple(after))) return [];
  const ids = [...new Set([...variants.before, ...variants.after].map((v) => v.id))];
  return ids.flatMap((id) => {
    const was = variants.before.find((v) => v.id === id);
    const is = variants.after.find((v) => v.id === id);
    const name = (is ?? was)?.sku;
    return changedFields(VARIANT_AUDIT_FIELDS, was, is).map((c) => ({
      ...c,
      field: `variant ${name}: ${c.field}`,
    }));
  });
}

/** Records product changes in the transaction that makes them, with each field that moved. */
export function auditProductChanges(trx: Trx, actor: Actor, changes: readonly ProductChange[], at: Date) {
  return recordChanges(
    trx,
    actor,
    changes.map((change) => ({
      entity: 'product' as const,
      entityId: change.id,
      action: change.action,
      changes: [...productFieldChanges(change.before, change.after), ...variantFieldChanges(change)],
    })),
    at,
  );
}

/** The stock count an edit makes: moved by the difference from the stock it was loaded with, or set. */
export const stockCountOf = (input: {
  inventoryQuantity: number;
  loadedInventoryQuantity?: number | undefined;
}): StockCount =>
  input.loadedInventoryQuantity === undefined
    ? { set: input.inventoryQuantity }
    : { change: input.inventoryQuantity - input.loadedInventoryQuantity };

/**
 * Saves a product's details and its variants as the admin's form does, for the form and an import:
 * a product that was there (`before`, with `variantsBefore` read under its lock) is updated; one
 * just inserted only gets its variants (a simple one has its one from the insert); then both are
 * read back for its audit record, which is answered (the caller records it). Undefined when the
 * product is gone (deleted meanwhile): nothing is written. The caller holds its variants locked.
 */
export async function saveProduct(
  trx: Trx,
  product: {
    id: string;
    before: ProductRow | undefined;
    variantsBefore: readonly VariantRow[];
    details: ProductDetails;
    variants: VariantsWrite;
  },
  at: string,
): Promise<ProductChange | undefined> {
  const { id, before, variantsBefore, details, variants } = product;
  if (before && !(await updateProduct(trx, id, { ...details, updated_at: at }))) return undefined;
  if (before) await saveVariants(trx, id, variants, at, variantsBefore);
  else if ('variants' in variants) await saveVariants(trx, id, variants, at);
  const after = await productRepository.findById(trx, id);
  const variantsAfter = (await variantRepository.ofProducts(trx, [id])).get(id) ?? [];
  return {
    id,
    action: before ? 'updated' : 'created',
    before,
    after,
    variants: { before: variantsBefore, after: variantsAfter },
  };
}
