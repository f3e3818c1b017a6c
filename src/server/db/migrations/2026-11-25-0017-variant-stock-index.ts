import type { Kysely, Migration } from 'kysely';

/**
 * The admin's low-stock filter finds a product when any of its variants on sale is at or below the
 * threshold (docs/decisions/0018-product-variants.md): the variants at or below it are read from this
 * index, not the whole table.
 */
export const variantStockIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('product_variants_stock')
      .on('product_variants')
      .columns(['inventory_quantity', 'is_active', 'product_id'])
      .execute();
  },
};
