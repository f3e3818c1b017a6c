import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Whether a product's variants on sale cost different amounts: a listing's card then says 'From R…'
 * (docs/decisions/0018-product-variants.md). Every product has one variant until options are added.
 */
export const pricesVary: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('prices_vary', 'smallint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`prices_vary in (0, 1)`),
      )
      .execute();
  },
};
