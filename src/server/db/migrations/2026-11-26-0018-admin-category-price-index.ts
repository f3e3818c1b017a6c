import type { Kysely, Migration } from 'kysely';

/**
 * The admin's product list filtered by category and status and sorted by price reads its page from
 * this index, asking each product whether it is low on stock as it goes, instead of sorting every
 * product of the category (docs/benchmarks.md).
 */
export const adminCategoryPriceIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('products_admin_category_price')
      .on('products')
      .columns(['category', 'status', 'price_cents', 'id'])
      .execute();
  },
};
