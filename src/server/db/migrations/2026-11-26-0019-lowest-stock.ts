import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A product keeps the lowest stock among its variants on sale (null with none on sale), beside the
 * sum it already keeps, so that the admin's low-stock filter asks one column of the products it
 * reads, as it did before products had variants, rather than their variants (docs/benchmarks.md).
 * The variants' stock index served only that filter; every stock move paid for it.
 */
export const lowestStock: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('products').addColumn('lowest_stock', 'integer').execute();
    await sql`
      update products set lowest_stock = (
        select min(v.inventory_quantity) from product_variants v
        where v.product_id = products.id and v.is_active = 1)`.execute(db);
    await db.schema.createIndex('products_lowest_stock').on('products').columns(['lowest_stock']).execute();
    await db.schema
      .createIndex('products_category_lowest_stock')
      .on('products')
      .columns(['category', 'status', 'lowest_stock'])
      .execute();
    await db.schema.dropIndex('product_variants_stock').execute();
  },
};
