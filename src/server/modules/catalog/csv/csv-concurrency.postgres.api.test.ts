import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../shared/schemas/admin-csv.js';
import type { AdminProductPage } from '../../../../shared/schemas/admin-products.js';
import type { ApiErrorBody } from '../../../../shared/schemas/common.js';
import type { Executor } from '../../../db/database.js';
import { productRow } from '../../../testing/fixtures.js';
import { adminAppForFile, json } from '../../../testing/test-app.js';
import { insertProducts } from '../product-writes.js';

/**
 * A product import meeting other changes on PostgreSQL, whose row locks make them wait on each
 * other (docs/decisions/0016-csv-import-and-export.md): a SQLite database has one writer at a time.
 */
const file = adminAppForFile();

const importCsv = (csv: string) =>
  file.t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { 'content-type': 'text/csv' },
    payload: csv,
    cookies: file.admin.cookies,
  });

const priceOf = async (sku: string) => {
  const page = json<AdminProductPage>(await file.call('GET', `/api/admin/products?q=${sku}`));
  return page.products.find((p) => p.sku === sku)?.priceCents;
};

/** Until another connection waits on a row lock (PostgreSQL): the import has reached it. */
async function waitingOnALock() {
  for (let i = 0; i < 500; i += 1) {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(file.t.db.kysely);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('Nothing waited on a lock');
}

/**
 * Two products without options whose one variants' ids sort the other way round from the products':
 * checkout's order (product, then variant) and the variants' ids alone part.
 */
async function crossedProducts(prefix: string) {
  const [first, second] = [1, 2].map((n) =>
    productRow({
      sku: `${prefix.toUpperCase()}-${n}`,
      price_cents: 1_000,
      id: `00000000-0000-4000-8000-${prefix}${String(n).padStart(12 - prefix.length, '0')}`,
    }),
  );
  await insertProducts(file.t.db.kysely, [first!, second!]);
  const variantIds = ['ffffffff-ffff-4fff-bfff-', '00000000-0000-4000-8000-'].map(
    (start) => `${start}${prefix}${'0'.repeat(12 - prefix.length)}`,
  );
  for (const [i, product] of [first!, second!].entries()) {
    await file.t.db.kysely
      .updateTable('product_variants')
      .set({ id: variantIds[i]! })
      .where('product_id', '=', product.id)
      .execute();
  }
  return { skus: [first!.sku, second!.sku], variants: variantIds as [string, string] };
}
const lockVariant = (db: Executor, id: string, nowait = '') =>
  sql`select id from product_variants where id = ${id} for update ${sql.raw(nowait)}`.execute(db);

describe('a product import among other changes to the same products', () => {
  it('says that a SKU another change saved while the file was imported stops it, and to try again', async () => {
    const csv = `sku,title,category,price,inventory,description\nRACE-1,Race Mug,homeware,10,1,Raced.`;
    let importing: ReturnType<typeof importCsv> | undefined;
    await file.t.db.kysely.transaction().execute(async (trx) => {
      await insertProducts(trx, [productRow({ sku: 'RACE-1' })]);
      // The import does not see the product yet; its insert waits on this transaction's.
      importing = importCsv(csv);
      await waitingOnALock();
    });
    const res = await importing!;
    expect(res.statusCode).toBe(409);
    expect(json<ApiErrorBody>(res).error.message).toBe(
      'SKU RACE-1 was saved by another change while the file was imported; nothing was imported. Try again.',
    );
  });

  it("locks a batch's variants in checkout's order, product by product, not by the variants' ids alone", async () => {
    const { skus, variants } = await crossedProducts('a');
    let importing: ReturnType<typeof importCsv> | undefined;
    let took = false;
    await file.t.db.kysely.transaction().execute(async (trx) => {
      // The first product's variant is held: the import waits on it before it takes any other.
      await lockVariant(trx, variants[0]);
      importing = importCsv(`sku,price\n${skus[0]},11\n${skus[1]},12`);
      await waitingOnALock();
      took = await lockVariant(trx, variants[1], 'nowait').then(
        () => true,
        () => false,
      );
    });
    expect(took).toBe(true);
    expect(json<ImportReport>(await importing!)).toMatchObject({ updated: 2, failed: 0 });
  });

  it('answers a deadlock with another change as a 409 to try again, importing nothing', async () => {
    const { skus, variants } = await crossedProducts('b');
    let importing: ReturnType<typeof importCsv> | undefined;
    await file.t.db.kysely.transaction().execute(async (trx) => {
      // Another change holds the second product's variant, and then wants the first's, which the
      // import holds: the import waited first, so PostgreSQL gives it up.
      await lockVariant(trx, variants[1]);
      importing = importCsv(`sku,price\n${skus[0]},11\n${skus[1]},12`);
      await waitingOnALock();
      await lockVariant(trx, variants[0]);
    });
    const res = await importing!;
    expect(res.statusCode).toBe(409);
    expect(json<ApiErrorBody>(res).error.message).toBe(
      'Another change to these products ran at the same time; nothing was imported. Try again.',
    );
    expect(await priceOf(skus[0]!)).toBe(1_000);
  });
});
