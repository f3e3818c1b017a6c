import { type RawBuilder, sql } from 'kysely';
import { MAX_INVENTORY } from '../../../shared/schemas/admin-products.js';

/**
 * A product's stock moved by `change` units from what it is now, kept between 0 and MAX_INVENTORY
 * (issue 10 §6: repeated admin changes once raised it past the maximum the form allows). Every
 * write that moves stock by a difference goes through it; `change` may be a column (a batch's).
 */
export const stockMovedBy = (change: number | RawBuilder<number>): RawBuilder<number> =>
  sql<number>`case
    when inventory_quantity + ${change} < 0 then 0
    when inventory_quantity + ${change} > ${sql.lit(MAX_INVENTORY)} then ${sql.lit(MAX_INVENTORY)}
    else inventory_quantity + ${change} end`;

/** The same rule in JavaScript: what a stock of `stock` units becomes, moved by `change` (a preview). */
export const stockAfter = (stock: number, change: number): number =>
  Math.min(MAX_INVENTORY, Math.max(0, stock + change));
