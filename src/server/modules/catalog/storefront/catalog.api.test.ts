import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Product,
  ProductPage,
  ShopProduct,
  ShopProductDetail,
} from '../../../../shared/schemas/catalog.js';
import type { ApiErrorBody } from '../../../../shared/schemas/common.js';
import { insertProduct } from '../../../testing/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.js';
import { createPricing } from '../../pricing/index.js';
import {
  type LiveCatalogIndex,
  createLiveCatalogIndex,
  databaseSource,
} from '../listing-index/live-catalog-index.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.mug = await insertProduct(t.db, {
    title: 'Ceramic Coffee Mug',
    tags: ['kitchen', 'gift'],
    priceCents: 14_999,
    rating: 4.8,
    featured: true,
  });
  ids.kettlebell = await insertProduct(t.db, {
    title: 'Cast Iron Kettlebell 12kg',
    category: 'gym',
    description: 'Powder-coated cast iron for a firm grip.',
    tags: ['fitness', 'steel'],
    priceCents: 89_900,
    salePriceCents: 69_900,
    rating: 4.6,
    featured: true,
  });
  ids.towel = await insertProduct(t.db, {
    title: '100% Cotton Tea Towel Set',
    tags: ['cotton', 'kitchen'],
    priceCents: 19_900,
    rating: 4.2,
  });
  ids.wallet = await insertProduct(t.db, {
    title: "Men's Leather_Wallet",
    category: 'men',
    tags: ['leather'],
    priceCents: 45_000,
    rating: 4.9,
  });
  ids.hidden = await insertProduct(t.db, {
    title: 'Hidden Ceramic Vase',
    status: 'archived',
    featured: true,
  });
  ids.soldOut = await insertProduct(t.db, {
    title: 'Sold Out Yoga Mat',
    category: 'gym',
    inventoryQuantity: 0,
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (page: ProductPage) => page.items.map((p) => p.title);
const search = async (q: string) => json<ProductPage>(await get(`/api/search?q=${encodeURIComponent(q)}`));

describe('GET /api/products', () => {
  it('lists only active products, relevance first (featured, then rating)', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const page = json<ProductPage>(res);
    expect(page.total).toBe(5);
    expect(titles(page)).toEqual([
      'Ceramic Coffee Mug',
      'Cast Iron Kettlebell 12kg',
      "Men's Leather_Wallet",
      '100% Cotton Tea Towel Set',
      'Sold Out Yoga Mat',
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by category', async () => {
    const page = json<ProductPage>(await get('/api/products?category=gym'));
    expect(titles(page)).toEqual(['Cast Iron Kettlebell 12kg', 'Sold Out Yoga Mat']);
  });

  it('filters by the effective price; the slider top means no upper bound', async () => {
    const cheap = json<ProductPage>(await get('/api/products?maxPrice=200&sort=price-asc'));
    expect(titles(cheap)).toEqual(['Sold Out Yoga Mat', 'Ceramic Coffee Mug', '100% Cotton Tea Towel Set']);
    // The kettlebell costs R899 but sells at R699: above 500 it still counts, by its sale price.
    const dear = json<ProductPage>(await get('/api/products?minPrice=460&maxPrice=500&sort=price-desc'));
    expect(titles(dear)).toEqual(['Cast Iron Kettlebell 12kg']);
  });

  it('sorts by each option', async () => {
    const newest = json<ProductPage>(await get('/api/products?sort=newest'));
    expect(newest.items[0]?.title).toBe('Sold Out Yoga Mat');
    const rated = json<ProductPage>(await get('/api/products?sort=rating'));
    expect(rated.items[0]?.title).toBe("Men's Leather_Wallet");
    const high = json<ProductPage>(await get('/api/products?sort=price-desc'));
    expect(high.items.map((p) => p.unitPriceCents)).toEqual([69_900, 45_000, 19_900, 14_999, 10_000]);
  });

  it.each([
    ['category=shoes', 'category'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-10', 'maxPrice'],
    ['maxPrice=100000', 'maxPrice'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=99999999999999999999', 'page'],
    ['page=1.5', 'page'],
    ['cursor=not-a-cursor', 'cursor'],
    ['unknown=1', ''],
  ])('refuses %s with a clear 400', async (query, field) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const body = json<ApiErrorBody>(res);
    expect(body.error.message).toMatch(/\w/);
    if (field) expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  it('answers a page past the end with no products', async () => {
    const page = json<ProductPage>(await get('/api/products?page=40'));
    expect(page.items).toEqual([]);
    expect(page.total).toBe(5);
  });

  it('answers 304 to a request that already has the current version', async () => {
    const first = await get('/api/products?category=men');
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=men',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('keyset paging', () => {
  it('walks every page of a large listing exactly once, in order, for every sort', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 60; i++) {
        await insertProduct(local.db, {
          category: 'women',
          priceCents: 1_000 + (i % 7) * 500,
          rating: (i % 5) + 0.5,
          featured: i % 4 === 0,
        });
      }
      for (const sort of ['relevance', 'newest', 'price-asc', 'price-desc', 'rating']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const url: string = `/api/products?category=women&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;
          const page: ProductPage = json<ProductPage>(await local.app.inject({ method: 'GET', url }));
          expect(page.total).toBe(60);
          seen.push(...page.items.map((p) => p.id));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor);
        expect(pages).toBe(3);
        expect(new Set(seen).size).toBe(60);
        // Offset paging agrees with the keyset for the pages it serves.
        const second = json<ProductPage>(
          await local.app.inject({ method: 'GET', url: `/api/products?category=women&sort=${sort}&page=2` }),
        );
        expect(second.items.map((p) => p.id)).toEqual(seen.slice(24, 48));
      }
    } finally {
      await local.close();
    }
  });
});

describe('forged cursors', () => {
  const forge = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
  it.each([
    ['newest', ['newest', 'garbage', '00000000-0000-4000-8000-000000000000']],
    ['newest', ['newest', 5, '00000000-0000-4000-8000-000000000000']],
    ['rating', ['rating', 'x', 5]],
    ['rating', ['rating', 9, '00000000-0000-4000-8000-000000000000']],
    [
      'relevance',
      ['relevance', 99_999_999_999, 4, '2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'],
    ],
    ['price-asc', ['price-asc', 1.5, '00000000-0000-4000-8000-000000000000']],
    ['price-asc', ['newest', '2026-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']],
    ['newest', ['newest', '2026-01-01T00:00:00.000Z']],
    ['newest', { sort: 'newest' }],
  ])('refuses a forged %s cursor with 400', async (sort, values) => {
    const res = await get(`/api/products?sort=${sort}&cursor=${forge(values as unknown[])}`);
    expect(res.statusCode).toBe(400);
    expect(json<ApiErrorBody>(res).error.message).toBe('Cursor is not valid');
  });
});

describe('GET /api/search', () => {
  it('matches a substring of the title, case-insensitively, best rated first', async () => {
    expect(titles(await search('CERAMIC'))).toEqual(['Ceramic Coffee Mug']);
    expect(titles(await search('ea'))).toEqual(["Men's Leather_Wallet", '100% Cotton Tea Towel Set']);
  });

  it('matches the description and the short description', async () => {
    expect(titles(await search('powder-coated'))).toEqual(['Cast Iron Kettlebell 12kg']);
    expect((await search('sturdy')).total).toBe(5);
  });

  it('matches a tag equal to the term, not a part of a tag', async () => {
    expect(titles(await search('gift'))).toEqual(['Ceramic Coffee Mug']);
    expect(titles(await search('kitchen'))).toEqual(['Ceramic Coffee Mug', '100% Cotton Tea Towel Set']);
    expect((await search('kitch')).total).toBe(0);
  });

  it('finds terms of one and two characters', async () => {
    expect(titles(await search('%'))).toEqual(['100% Cotton Tea Towel Set']);
    expect((await search('1')).items.map((p) => p.title)).toEqual(
      expect.arrayContaining(['Cast Iron Kettlebell 12kg', '100% Cotton Tea Towel Set']),
    );
    expect((await search('qz')).total).toBe(0);
  });

  it('takes wildcards and quotes literally', async () => {
    expect(titles(await search('100%'))).toEqual(['100% Cotton Tea Towel Set']);
    expect(titles(await search('r_w'))).toEqual(["Men's Leather_Wallet"]);
    expect((await search('c_ramic')).total).toBe(0);
    expect((await search('%%%')).total).toBe(0);
    expect(titles(await search("men's"))).toEqual(["Men's Leather_Wallet"]);
    expect((await search('"mug')).total).toBe(0);
    expect((await search('a"b OR c')).total).toBe(0);
    expect((await search('|')).total).toBe(0);
  });

  it('never returns inactive products', async () => {
    expect(titles(await search('vase'))).toEqual([]);
  });

  it('refuses a blank, huge or control-character term with a clear 400', async () => {
    for (const q of ['', '   ', 'x'.repeat(10_240), '\u0000', 'x\u0000y', 'mug\nsturdy']) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(400);
      expect(json<ApiErrorBody>(res).error.fields).toHaveProperty('q');
    }
    expect((await get('/api/search')).statusCode).toBe(400);
  });
});

describe('listing and search follow every change to the catalogue', () => {
  const revision = async () =>
    (await t.db.kysely.selectFrom('catalog_revision').select('revision').executeTakeFirstOrThrow()).revision;
  const products = () => t.db.kysely.updateTable('products');

  it('finds a product by its new title, and loses it once inactive, whoever wrote the change', async () => {
    const id = await insertProduct(t.db, { title: 'Plain Bread Bin', category: 'women' });
    await products().set({ title: 'Galvanised Bread Bin' }).where('id', '=', id).execute();
    expect(titles(await search('galvanised'))).toEqual(['Galvanised Bread Bin']);

    await products().set({ status: 'archived' }).where('id', '=', id).execute();
    expect(titles(await search('bread bin'))).toEqual([]);
    expect(json<ProductPage>(await get('/api/products?category=women&sort=newest')).total).toBe(0);
  });

  it('does not rebuild the index for a stock change', async () => {
    const before = await revision();
    await products().set({ inventory_quantity: 3 }).where('id', '=', ids.mug!).execute();
    expect(await revision()).toBe(before);
  });

  it('logs which products each change touched, and a promotion as a change of prices', async () => {
    const before = Number(await revision());
    const logged = async () =>
      (
        await t.db.kysely
          .selectFrom('catalog_changes')
          .select(['revision', 'product_id'])
          .where('revision', '>', before)
          .execute()
      ).map((row) => row.product_id);
    await products().set({ rating: 4.1 }).where('id', 'in', [ids.towel!, ids.wallet!]).execute();
    // Setting a column to the value it has changes nothing the index reads.
    await products().set({ title: 'Ceramic Coffee Mug' }).where('id', '=', ids.mug!).execute();
    const ofProducts = (await logged()).filter((id) => id !== ids.mug);
    expect(ofProducts.sort()).toEqual([ids.towel, ids.wallet].sort());

    await t.db.kysely
      .insertInto('sale_promotions')
      .values({
        id: randomUUID(),
        name: 'Switched off',
        description: null,
        discount_bps: 1_000,
        start_date: '2026-01-01T00:00:00.000Z',
        end_date: '2026-02-01T00:00:00.000Z',
        is_active: 0,
        applies_to_all: 1,
        category: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await logged()).filter((id) => id === null)).toHaveLength(1);
    const latest = await t.db.kysely
      .selectFrom('catalog_changes')
      .select((eb) => eb.fn.max('revision').as('revision'))
      .executeTakeFirstOrThrow();
    expect(Number(latest.revision)).toBe(Number(await revision()));
  });

  describe("an app server's index", () => {
    let fullReads = 0;
    let index: LiveCatalogIndex;
    beforeAll(() => {
      const source = databaseSource(t.db.kysely);
      index = createLiveCatalogIndex(
        {
          ...source,
          catalogPage: (after, limit) => {
            if (after === undefined) fullReads++;
            return source.catalogPage(after, limit);
          },
        },
        createPricing({ db: t.db.kysely, now: () => new Date() }),
      );
    });
    const found = async (term: string) =>
      (await index.current()).query({ term }, { sort: 'rating', limit: 10 }).products.map((p) => p.id);

    it('applies an edit, an addition and a removal in place, without reading the catalogue again', async () => {
      await index.current();
      const reads = fullReads;
      await products().set({ title: 'Speckled Coffee Mug' }).where('id', '=', ids.mug!).execute();
      const added = await insertProduct(t.db, { title: 'Speckled Teapot' });
      expect((await found('speckled')).sort()).toEqual([ids.mug, added].sort());

      await t.db.kysely.deleteFrom('products').where('id', '=', added).execute();
      await products().set({ status: 'archived' }).where('id', '=', ids.mug!).execute();
      expect(await found('speckled')).toEqual([]);
      expect(fullReads).toBe(reads);

      await products()
        .set({ title: 'Ceramic Coffee Mug', status: 'active' })
        .where('id', '=', ids.mug!)
        .execute();
      expect(await found('ceramic coffee')).toEqual([ids.mug]);
    });

    it('reads the catalogue again when the change log no longer reaches back to it', async () => {
      await index.current();
      const reads = fullReads;
      await products().set({ title: 'Pruned Tea Towel Set' }).where('id', '=', ids.towel!).execute();
      await t.db.kysely.deleteFrom('catalog_changes').execute();
      expect(await found('pruned tea')).toEqual([ids.towel]);
      expect(fullReads).toBe(reads + 1);
    });
  });
});

describe('product reads', () => {
  it('gives up to 8 active featured products', async () => {
    const featured = json<Product[]>(await get('/api/products/featured'));
    expect(featured.map((p) => p.title).sort()).toEqual(['Cast Iron Kettlebell 12kg', 'Ceramic Coffee Mug']);
  });

  it('gives one product by id, with money in cents', async () => {
    const product = json<Product>(await get(`/api/products/${ids.kettlebell}`));
    expect(product).toMatchObject({
      title: 'Cast Iron Kettlebell 12kg',
      priceCents: 89_900,
      salePriceCents: 69_900,
    });
  });

  it("leaves a product's description to its own page: listings, search, featured and related carry none", async () => {
    const listed = [
      ...json<ProductPage>(await get('/api/products?category=gym')).items,
      ...(await search('kettlebell')).items,
      ...json<ShopProduct[]>(await get('/api/products/featured')),
      ...json<ShopProduct[]>(await get(`/api/products/${ids.soldOut}/related`)),
    ];
    expect(listed.filter((p) => p.id === ids.kettlebell)).toHaveLength(4);
    for (const product of listed) expect(product).not.toHaveProperty('description');
    const own = json<ShopProductDetail>(await get(`/api/products/${ids.kettlebell}`));
    expect(own.description).toBe('Powder-coated cast iron for a firm grip.');
  });

  it('answers 404 for an unknown or inactive product and 400 for a malformed id', async () => {
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`/api/products/${ids.hidden}`)).statusCode).toBe(404);
    expect((await get('/api/products/42')).statusCode).toBe(400);
    expect((await get("/api/products/1'%20or%201=1")).statusCode).toBe(400);
  });

  it('relates other active products of the same category', async () => {
    const related = json<Product[]>(await get(`/api/products/${ids.kettlebell}/related`));
    expect(related.map((p) => p.title)).toEqual(['Sold Out Yoga Mat']);
  });
});
