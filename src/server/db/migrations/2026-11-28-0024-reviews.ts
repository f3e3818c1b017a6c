import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';
import { INDEXED_COLUMN_NAMES } from './2026-11-20-0002-catalog-revision.js';
import {
  postgresProductChangesFunction,
  sqliteProductUpdateTrigger,
} from './2026-11-23-0008-catalog-changes.js';
import { rebuildSqliteTable } from './sqlite-rebuild.js';

const OLD_ENTITIES = `check (entity in ('product', 'coupon', 'promotion', 'order', 'user', 'settings'))`;
const NEW_ENTITIES = `check (entity in ('product', 'coupon', 'promotion', 'order', 'user', 'settings', 'review'))`;

/**
 * Reviews from verified buyers (docs/decisions/0023-reviews.md): one review per delivered order line,
 * and one review request per order. A product's rating and review count now come from its
 * published reviews: the review count joins the columns whose change reaches the catalogue index
 * (the Top rated sort reads it), and every product's figures are set from its reviews, which a shop
 * has none of yet (no stars shown). The audit trail gains the entity `review`.
 */
export function reviews(kind: EngineKind): Migration {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        // The line it reviews: once each. An order deleted since keeps its reviews (they were verified).
        .addColumn('order_item_id', 'text', (c) =>
          c.unique().references('order_items.id').onDelete('set null'),
        )
        .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('variant_options', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'published', 'rejected')`),
        )
        .addColumn('rejection_reason', 'text')
        .addColumn('reply', 'text')
        .addColumn('replied_at', timestamp)
        .addColumn('published_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        // Counts its changes: a moderator acts on the review as they saw it, not on a later one.
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // The product page's pages and summary, newest or by stars; the Reviews screen's tabs.
      await db.schema
        .createIndex('reviews_product_published')
        .on('reviews')
        .columns(['product_id', 'status', 'published_at'])
        .execute();
      await db.schema
        .createIndex('reviews_product_rating')
        .on('reviews')
        .columns(['product_id', 'status', 'rating', 'published_at'])
        .execute();
      await db.schema.createIndex('reviews_status').on('reviews').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('reviews_order').on('reviews').column('order_id').execute();
      await db.schema.createIndex('reviews_user').on('reviews').column('user_id').execute();

      await db.schema
        .createTable('review_requests')
        .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('at', timestamp, (c) => c.notNull())
        // 0: not sent (the shopper had said no to the shop's emails, or was erased).
        .addColumn('sent', 'integer', (c) => c.notNull().check(sql`sent in (0, 1)`))
        .execute();
      await db.schema.createIndex('orders_delivered_at').on('orders').column('delivered_at').execute();

      const columns = [...INDEXED_COLUMN_NAMES, 'review_count'];
      if (kind === 'postgres') {
        await postgresProductChangesFunction(db, columns);
        await sql`alter table audit_log drop constraint audit_log_entity_check`.execute(db);
        await sql`alter table audit_log add constraint audit_log_entity_check ${sql.raw(NEW_ENTITIES)}`.execute(
          db,
        );
      } else {
        await sql`drop trigger products_changes_update`.execute(db);
        await sqliteProductUpdateTrigger(db, columns);
        await rebuildSqliteTable(db, {
          table: 'audit_log',
          from: OLD_ENTITIES,
          to: NEW_ENTITIES,
          rows: sql`select seq, at, actor_id, actor_email, entity, entity_id, action, changes from audit_log`,
        });
      }

      // Only what reviews say: a product without any shows no stars.
      await sql`update products set rating = 0, review_count = 0
        where rating <> 0 or review_count <> 0`.execute(db);
    },
  };
}
