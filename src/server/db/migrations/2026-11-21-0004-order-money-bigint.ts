import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * Order totals can pass 2^31 cents (R21 million: a line of 999 units at the highest price allowed),
 * which PostgreSQL's 32-bit integer refuses. SQLite's integers are 64-bit already.
 */
export function orderMoneyBigint(kind: EngineKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`alter table orders
        alter column subtotal_cents type bigint,
        alter column discount_cents type bigint,
        alter column shipping_cents type bigint,
        alter column total_amount_cents type bigint`.execute(db);
      await sql`alter table order_items alter column line_total_cents type bigint`.execute(db);
    },
  };
}
