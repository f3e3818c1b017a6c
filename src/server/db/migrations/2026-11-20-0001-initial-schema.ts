import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * The whole data model of docs/design.md §4, with the constraints that make bad states impossible.
 * Types are portable: integer cents, 0/1 flags, JSON as text; timestamps and dates are
 * native on PostgreSQL and ISO text on SQLite.
 */
export function initialSchema(kind: EngineKind): Migration {
  const pg = kind === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';
  const date = pg ? 'date' : 'text';
  const real = pg ? 'double precision' : 'real';
  const bytes = pg ? 'bytea' : 'blob';
  const oneOf = (column: string, values: readonly string[]) =>
    sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
  const flag = <T extends string>(t: CreateTableBuilder<T, never>, column: string, defaultValue: 0 | 1) =>
    t.addColumn(column, 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(defaultValue)
        .check(sql`${sql.ref(column)} in (0, 1)`),
    );

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('profiles')
        .addColumn('id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('profiles_created_at').on('profiles').column('created_at').execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) =>
          c.notNull().check(oneOf('role', ['customer', 'admin', 'moderator'])),
        )
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('short_description', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('sale_price_cents', 'integer', (c) => c.check(sql`sale_price_cents >= 0`))
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('rating', real, (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`rating >= 0 and rating <= 5`),
        )
        .addColumn('review_count', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`review_count >= 0`),
        )
        .$call((t) => flag(t, 'featured', 0))
        .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['active', 'inactive'])))
        .addColumn('category', 'text', (c) =>
          c.notNull().check(oneOf('category', ['homeware', 'gym', 'men', 'women'])),
        )
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('inventory_quantity', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`inventory_quantity >= 0`),
        )
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('tags_text', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      // Listing orders: relevance (featured, rating, newest), newest, rating; per category or across all.
      for (const [name, columns] of [
        ['products_category_relevance', ['status', 'category', 'featured', 'rating', 'created_at', 'id']],
        ['products_category_newest', ['status', 'category', 'created_at', 'id']],
        ['products_category_rating', ['status', 'category', 'rating', 'id']],
        ['products_rating', ['status', 'rating', 'id']],
        ['products_featured', ['status', 'featured', 'created_at']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('products')
          .columns([...columns])
          .execute();
      }

      if (pg) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`.execute(
          db,
        );
        await sql`create index products_tags_trgm on products using gin (tags_text gin_trgm_ops)`.execute(db);
      } else {
        // A trigram FTS5 index kept in step with products by triggers; it serves substring search.
        await sql`create virtual table products_fts using fts5(
          product_id unindexed, search_text, tags_text, tokenize = 'trigram')`.execute(db);
        await sql`create trigger products_fts_insert after insert on products begin
          insert into products_fts (product_id, search_text, tags_text)
          values (new.id, new.search_text, new.tags_text);
        end`.execute(db);
        await sql`create trigger products_fts_update after update of search_text, tags_text on products begin
          update products_fts set search_text = new.search_text, tags_text = new.tags_text
          where product_id = old.id;
        end`.execute(db);
        await sql`create trigger products_fts_delete after delete on products begin
          delete from products_fts where product_id = old.id;
        end`.execute(db);
      }

      await db.schema
        .createTable('cart_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('cart_items_session_product', ['session_id', 'product_id'])
        .execute();
      await db.schema.createIndex('cart_items_product_id').on('cart_items').column('product_id').execute();

      await db.schema
        .createTable('discount_coupons')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`code = upper(code) and length(code) > 0`),
        )
        .addColumn('description', 'text')
        .addColumn('discount_type', 'text', (c) =>
          c.notNull().check(oneOf('discount_type', ['percentage', 'fixed'])),
        )
        .addColumn('discount_value', 'integer', (c) => c.notNull().check(sql`discount_value >= 0`))
        .addColumn('min_purchase_cents', 'integer', (c) => c.check(sql`min_purchase_cents >= 0`))
        .addColumn('max_discount_cents', 'integer', (c) => c.check(sql`max_discount_cents >= 0`))
        .addColumn('usage_limit', 'integer', (c) => c.check(sql`usage_limit >= 0`))
        .addColumn('times_used', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`times_used >= 0 and (usage_limit is null or times_used <= usage_limit)`),
        )
        .addColumn('valid_from', date, (c) => c.notNull())
        .addColumn('valid_until', date)
        .$call((t) => flag(t, 'is_active', 1))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sale_promotions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('discount_bps', 'integer', (c) =>
          c.notNull().check(sql`discount_bps > 0 and discount_bps <= 10000`),
        )
        .addColumn('start_date', timestamp, (c) => c.notNull())
        .addColumn('end_date', timestamp, (c) => c.notNull())
        .$call((t) => flag(t, 'is_active', 1))
        .$call((t) => flag(t, 'applies_to_all', 1))
        .addColumn('category', 'text', (c) => c.check(oneOf('category', ['homeware', 'gym', 'men', 'women'])))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint(
          'sale_promotions_all_has_no_category',
          sql`applies_to_all = 0 or category is null`,
        )
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_number', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('customer_phone', 'text')
        .addColumn('shipping_address', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(oneOf('status', ['pending', 'processing', 'shipped', 'delivered', 'cancelled'])),
        )
        .addColumn('payment_status', 'text', (c) =>
          c.notNull().check(oneOf('payment_status', ['pending', 'paid', 'failed', 'refunded'])),
        )
        .addColumn('tracking_number', 'text')
        .addColumn('notes', 'text')
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
        .addColumn('discount_cents', 'integer', (c) => c.notNull().check(sql`discount_cents >= 0`))
        .addColumn('shipping_cents', 'integer', (c) => c.notNull().check(sql`shipping_cents >= 0`))
        .addColumn('total_amount_cents', 'integer', (c) => c.notNull().check(sql`total_amount_cents >= 0`))
        .addColumn('coupon_id', 'text', (c) => c.references('discount_coupons.id').onDelete('set null'))
        .addColumn('coupon_code', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('access_token_hash', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_created_at').on('orders').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('orders_user_id').on('orders').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('order_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('base_price_cents', 'integer', (c) => c.notNull().check(sql`base_price_cents >= 0`))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('line_total_cents', 'integer', (c) => c.notNull().check(sql`line_total_cents >= 0`))
        .execute();
      await db.schema.createIndex('order_items_order_id').on('order_items').column('order_id').execute();
      await db.schema.createIndex('order_items_product_id').on('order_items').column('product_id').execute();

      await db.schema
        .createTable('media')
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('media_pk', ['hash', 'variant'])
        .execute();
    },
  };
}
