import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/** A version 4 UUID made by the database, for the rows a migration creates. */
const newUuid = (kind: EngineKind) =>
  kind === 'postgres'
    ? sql`gen_random_uuid()::text`
    : sql`lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' ||
        substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) ||
        substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))`;

/**
 * Products get options and variants (docs/decisions/0018-product-variants.md): every existing
 * product its one variant, with its SKU, price, sale price and stock; the cart's lines name
 * variants (a new table, since SQLite cannot change a table's unique constraint); an order line
 * keeps its variant and its option values as text.
 */
export function productVariants(kind: EngineKind): Migration {
  const pg = kind === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      await db.schema
        .createTable('product_variants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('option_values', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('sale_price_cents', 'integer', (c) => c.check(sql`sale_price_cents >= 0`))
        .addColumn('inventory_quantity', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`inventory_quantity >= 0`),
        )
        .addColumn('image', 'text')
        .addColumn('is_active', 'smallint', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`is_active in (0, 1)`),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_variants_options', ['product_id', 'option_values'])
        .execute();
      await sql`insert into product_variants
          (id, product_id, sku, option_values, position, price_cents, sale_price_cents,
           inventory_quantity, image, is_active, created_at, updated_at)
        select ${newUuid(kind)}, id, sku, '[]', 0, price_cents, sale_price_cents,
          inventory_quantity, null, 1, created_at, updated_at
        from products`.execute(db);

      await db.schema
        .createTable('cart_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'text', (c) =>
          c.notNull().references('product_variants.id').onDelete('cascade'),
        )
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('cart_lines_session_variant', ['session_id', 'variant_id'])
        .execute();
      await db.schema.createIndex('cart_lines_variant_id').on('cart_lines').column('variant_id').execute();
      await sql`insert into cart_lines (id, session_id, variant_id, quantity, created_at, updated_at)
        select c.id, c.session_id, v.id, c.quantity, c.created_at, c.updated_at
        from cart_items c join product_variants v on v.product_id = c.product_id`.execute(db);
      await db.schema.dropTable('cart_items').execute();

      await db.schema
        .alterTable('order_items')
        .addColumn('variant_id', 'text', (c) => c.references('product_variants.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('variant_options', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update order_items set variant_id =
        (select v.id from product_variants v where v.product_id = order_items.product_id)`.execute(db);
      await db.schema.createIndex('order_items_variant_id').on('order_items').column('variant_id').execute();
    },
  };
}
