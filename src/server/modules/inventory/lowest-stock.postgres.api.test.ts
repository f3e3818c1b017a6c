import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trx } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertProductWithVariants, lowestStockOf } from '../../testing/variant-products.js';
import * as stockRepository from './stock-repository.js';

/**
 * On PostgreSQL (read committed), stock moves on several variants of one product that queue behind
 * its row: each reads its variants' stock from its own snapshot, taken before the others committed.
 * The product's lowest_stock must still end as the least of them
 * (docs/decisions/0018-product-variants.md, "The lowest stock moves with the stock").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (!(t.db as { url?: string }).url) throw new Error('This test needs the PostgreSQL test database');
});
afterAll(() => t.close());

/** Sessions waiting on a lock now (the moves queued behind the held product row). */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db.kysely);
  return rows[0]!.n;
}

/**
 * Holds the product's row while `moves` start, each in its own transaction; lets them go once all
 * of them wait on it, so that each one's statements begin before any other commits.
 */
async function queuedBehind(productId: string, moves: Array<(trx: Trx) => Promise<unknown>>) {
  let started: Promise<unknown[]> | undefined;
  await t.db.kysely.transaction().execute(async (holder) => {
    await holder.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
    started = Promise.all(moves.map((move) => t.db.kysely.transaction().execute(move)));
    while ((await waitingOnLocks()) < moves.length) await new Promise((r) => setImmediate(r));
  });
  await started;
}

describe("a product's lowest stock, moved by transactions queued behind its row", () => {
  it('is the least of its variants after takes, give-backs and counts on different variants at once', async () => {
    const { id, variants } = await insertProductWithVariants(t.db, [10, 10, 10, 10]);
    const [a, b, c, d] = variants as [string, string, string, string];

    await queuedBehind(id, [
      (trx) => stockRepository.take(trx, { variantId: a, quantity: 7 }),
      (trx) => stockRepository.take(trx, { variantId: b, quantity: 5 }),
      (trx) => stockRepository.take(trx, { variantId: c, quantity: 2 }),
      (trx) => stockRepository.take(trx, { variantId: d, quantity: 1 }),
    ]); // 3, 5, 8, 9
    expect(await lowestStockOf(t.db, id)).toEqual({ kept: 3, least: 3 });

    await queuedBehind(id, [
      (trx) => stockRepository.giveBack(trx, { variantId: a, quantity: 10 }),
      (trx) => stockRepository.take(trx, { variantId: d, quantity: 7 }),
    ]); // 13, 5, 8, 2
    expect(await lowestStockOf(t.db, id)).toEqual({ kept: 2, least: 2 });

    await queuedBehind(id, [
      (trx) => stockRepository.giveBack(trx, { variantId: d, quantity: 10 }),
      (trx) => stockRepository.count(trx, b, { set: 30 }),
      (trx) => stockRepository.take(trx, { variantId: c, quantity: 1 }),
    ]); // 13, 30, 7, 12
    expect(await lowestStockOf(t.db, id)).toEqual({ kept: 7, least: 7 });
  });
});
