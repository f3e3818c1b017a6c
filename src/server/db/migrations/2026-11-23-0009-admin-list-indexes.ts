import type { Kysely, Migration } from 'kysely';

/**
 * The admin's product list sorts by created, title, price or stock, each way, with the id last
 * (docs/decisions/0015): an index per sort gives its first page without sorting 100 000 rows. (The newest
 * first index of the storefront went with migration 0002.)
 */
export function adminListIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, column] of [
        ['products_admin_created', 'created_at'],
        ['products_admin_title', 'title'],
        ['products_admin_price', 'price_cents'],
        ['products_admin_stock', 'inventory_quantity'],
      ] as const) {
        await db.schema.createIndex(name).on('products').columns([column, 'id']).execute();
      }
    },
  };
}
