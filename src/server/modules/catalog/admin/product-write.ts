import type { ParsedProductInput } from '../../../../shared/schemas/admin-products.js';
import type { Trx } from '../../../db/database.js';
import { type Actor, changedFields, recordChanges } from '../../audit/index.js';
import type { StockCount } from '../../inventory/index.js';
import type { ProductRow, ProductWrite } from '../product-repository.js';

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
};

export interface ProductChange {
  id: string;
  action: 'created' | 'updated' | 'deleted';
  before: ProductRow | undefined;
  after: ProductRow | undefined;
}

/** The fields that differ between two versions of a product (none: writing it would change nothing). */
export const productFieldChanges = (before: ProductRow | undefined, after: ProductRow | undefined) =>
  changedFields(PRODUCT_AUDIT_FIELDS, before, after);

/** Records product changes in the transaction that makes them, with each field that moved. */
export function auditProductChanges(trx: Trx, actor: Actor, changes: readonly ProductChange[], at: Date) {
  return recordChanges(
    trx,
    actor,
    changes.map(({ id, action, before, after }) => ({
      entity: 'product' as const,
      entityId: id,
      action,
      changes: productFieldChanges(before, after),
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
