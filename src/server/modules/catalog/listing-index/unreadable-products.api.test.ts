import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../../../shared/schemas/catalog.js';
import { insertProduct } from '../../../testing/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.js';
import { createPricing } from '../../pricing/index.js';
import { createLiveCatalogIndex, databaseSource } from './live-catalog-index.js';

let t: TestApp;
let mug: string;
let apron: string;

beforeAll(async () => {
  t = await createTestApp();
  mug = await insertProduct(t.db, { title: 'Enamel Camping Mug', tags: ['kitchen'] });
  apron = await insertProduct(t.db, { title: 'Linen Apron', tags: ['kitchen'] });
});
afterAll(() => t.close());

const tagsOfMug = (tags: string) =>
  t.db.kysely.updateTable('products').set({ tags }).where('id', '=', mug).execute();

// A hand edit does not reach the response cache: each read below asks a listing not yet cached.
async function titles(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return json<ProductPage>(res)
    .items.map((p) => p.title)
    .sort();
}

describe('a product whose stored fields cannot be read (a database edited by hand)', () => {
  it('is left out of listings and search, which go on answering, until it is mended', async () => {
    const homeware = (sort: string) => titles(`/api/products?category=homeware&sort=${sort}`);
    expect(await homeware('newest')).toEqual(['Enamel Camping Mug', 'Linen Apron']);

    await tagsOfMug('kitchen, camping');
    expect(await homeware('price-asc')).toEqual(['Linen Apron']);
    expect(await titles('/api/search?q=mug')).toEqual([]);
    expect(await titles('/api/search?q=apron')).toEqual(['Linen Apron']);

    await tagsOfMug('["kitchen","camping"]');
    expect(await homeware('price-desc')).toEqual(['Enamel Camping Mug', 'Linen Apron']);
    expect(await titles('/api/search?q=camping')).toEqual(['Enamel Camping Mug']);
  });

  it('is left out of an index built while the catalogue holds it, and its id is told', async () => {
    await tagsOfMug('{"kitchen": true}');
    try {
      const told: string[][] = [];
      const index = createLiveCatalogIndex(
        databaseSource(t.db.kysely, (ids) => told.push(ids)),
        createPricing({ db: t.db.kysely, now: () => new Date() }),
      );
      const listed = (await index.current()).query({ category: 'homeware' }, { sort: 'newest', limit: 10 });
      expect(listed.products.map((p) => p.id)).toEqual([apron]);
      expect(told).toEqual([[mug]]);
    } finally {
      await tagsOfMug('["kitchen"]');
    }
  });

  it('is left out when its creation time is not a moment, on either engine', async () => {
    // PostgreSQL's timestamp column holds 'infinity'; SQLite's text column holds any text.
    const never = t.db.dialect.kind === 'postgres' ? 'infinity' : 'the day we opened';
    const { created_at: createdAt } = await t.db.kysely
      .selectFrom('products')
      .select('created_at')
      .where('id', '=', mug)
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('products').set({ created_at: never }).where('id', '=', mug).execute();
    try {
      expect(await titles('/api/products?category=homeware&sort=rating')).toEqual(['Linen Apron']);
    } finally {
      await t.db.kysely
        .updateTable('products')
        .set({ created_at: createdAt })
        .where('id', '=', mug)
        .execute();
    }
    expect(await titles('/api/search?q=enamel')).toEqual(['Enamel Camping Mug']);
  });
});
