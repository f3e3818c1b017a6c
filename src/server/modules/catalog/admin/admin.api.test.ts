import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminProductPage,
  MAX_INVENTORY,
  type ProductInput,
} from '../../../../shared/schemas/admin-products.js';
import type { Product, ProductPage } from '../../../../shared/schemas/catalog.js';
import type { ApiErrorBody } from '../../../../shared/schemas/common.js';
import { insertProduct, setStock } from '../../../testing/fixtures.js';
import { adminAppForFile, json, signUpAs } from '../../../testing/test-app.js';

const file = adminAppForFile();

const storefront = async (url: string) => json<ProductPage>(await file.t.app.inject({ method: 'GET', url }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
const pngDataUrl = async (background: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

let skus = 0;
const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  sku: `ADM-${++skus}`,
  title: 'Bamboo Chopping Board',
  description: 'Sturdy bamboo, kind to knives.',
  priceCents: 24_950,
  category: 'homeware',
  images: [],
  inventoryQuantity: 12,
  featured: false,
  ...overrides,
});

describe('Products Management API', () => {
  it('creates a product that shoppers see at once (listing, search and the product page)', async () => {
    // Warm the storefront's caches first: the change must clear them.
    await storefront('/api/products?category=homeware');
    await storefront('/api/search?q=chopping');

    const res = await file.call('POST', '/api/admin/products', input({ featured: true }));
    expect(res.statusCode).toBe(201);
    const product = json<Product>(res);
    expect(product).toMatchObject({
      title: 'Bamboo Chopping Board',
      priceCents: 24_950,
      status: 'active',
      featured: true,
      inventoryQuantity: 12,
    });

    expect((await storefront('/api/products?category=homeware')).items.map((p) => p.id)).toContain(
      product.id,
    );
    expect((await storefront('/api/search?q=chopping')).items.map((p) => p.id)).toEqual([product.id]);
    expect((await file.t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(
      200,
    );
  });

  it('updates every field of the form, and the storefront shows the change', async () => {
    const created = json<Product>(await file.call('POST', '/api/admin/products', input()));
    await storefront('/api/search?q=walnut');
    const res = await file.call(
      'PUT',
      `/api/admin/products/${created.id}`,
      input({
        sku: created.sku,
        title: 'Walnut Serving Board',
        category: 'men',
        priceCents: 39_900,
        featured: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(json<Product>(res)).toMatchObject({
      title: 'Walnut Serving Board',
      category: 'men',
      priceCents: 39_900,
    });
    expect((await storefront('/api/search?q=walnut')).items.map((p) => p.title)).toEqual([
      'Walnut Serving Board',
    ]);
  });

  it('keeps units sold while the admin edited: the stock change applies as a difference', async () => {
    const created = json<Product>(
      await file.call('POST', '/api/admin/products', input({ inventoryQuantity: 10 })),
    );
    const stock = async () =>
      (
        await file.t.db.kysely
          .selectFrom('products')
          .select('inventory_quantity')
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow()
      ).inventory_quantity;
    // Three sold after the form opened with 10.
    await setStock(file.t.db, created.id, 7);
    const save = (inventoryQuantity: number, loadedInventoryQuantity: number) =>
      file.call('PUT', `/api/admin/products/${created.id}`, {
        ...input({ sku: created.sku, inventoryQuantity }),
        loadedInventoryQuantity,
      });
    expect((await save(10, 10)).statusCode).toBe(200);
    expect(await stock()).toBe(7);
    await save(15, 10); // five more on the shelf
    expect(await stock()).toBe(12);
    await setStock(file.t.db, created.id, 1);
    await save(0, 12); // taking away more than is left leaves none, never below 0
    expect(await stock()).toBe(0);
    // Adding the most the form allows, again and again, stops at that most (docs/decisions/0013).
    for (let i = 0; i < 3; i++) expect((await save(MAX_INVENTORY, 0)).statusCode).toBe(200);
    expect(await stock()).toBe(MAX_INVENTORY);
  });

  it('deletes a product: gone from the storefront, 404 after', async () => {
    const created = json<Product>(
      await file.call('POST', '/api/admin/products', input({ title: 'Doomed Doormat' })),
    );
    await storefront('/api/search?q=doormat');
    expect((await file.call('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204);
    expect((await storefront('/api/search?q=doormat')).total).toBe(0);
    expect((await file.t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await file.call('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(404);
    expect((await file.call('PUT', `/api/admin/products/${randomUUID()}`, input())).statusCode).toBe(404);
  });

  it('lists every product, inactive ones too, newest first', async () => {
    const hidden = await insertProduct(file.t.db, {
      status: 'archived',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    const { products } = json<AdminProductPage>(await file.call('GET', '/api/admin/products'));
    expect(products[0]?.id).toBe(hidden);
    expect(products[0]?.status).toBe('archived');
  });

  it('lists each product without its variants, and answers one product whole, archived ones too', async () => {
    const created = json<Product>(
      await file.call('POST', '/api/admin/products', input({ status: 'archived' })),
    );
    const { products } = json<AdminProductPage>(
      await file.call('GET', `/api/admin/products?q=${created.sku}`),
    );
    const { variants, ...row } = created;
    expect(products).toEqual([row]);

    const res = await file.call('GET', `/api/admin/products/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(json<Product>(res)).toEqual(created);
    // A product without options is its one variant.
    expect(variants).toEqual([expect.objectContaining({ sku: created.sku, optionValues: [] })]);
  });

  it('answers 404 for a product it does not have, and refuses one to anyone but an administrator', async () => {
    const unknown = await file.call('GET', `/api/admin/products/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(json<ApiErrorBody>(unknown).error.code).toBe('not_found');

    const created = json<Product>(await file.call('POST', '/api/admin/products', input()));
    const url = `/api/admin/products/${created.id}`;
    expect((await file.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['customer', 'moderator'] as const) {
      const { cookies } = await signUpAs(file.t, role);
      const refused = await file.t.app.inject({ method: 'GET', url, cookies });
      expect({ role, status: refused.statusCode }).toEqual({ role, status: 403 });
      expect(refused.body).not.toContain(created.sku);
    }
  });

  it('saves a sale price, a short description, tags and a status; only an active product reaches shoppers', async () => {
    const res = await file.call(
      'POST',
      '/api/admin/products',
      input({
        title: 'Yellowwood Salad Bowl',
        salePriceCents: 19_900,
        shortDescription: '  Turned by hand.  ',
        tags: ['Kitchen', 'wood', 'kitchen', ' serving '],
        status: 'draft',
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = json<Product>(res);
    expect(created).toMatchObject({
      salePriceCents: 19_900,
      shortDescription: 'Turned by hand.',
      tags: ['kitchen', 'wood', 'serving'],
      status: 'draft',
    });
    const shopper = (url: string) => file.t.app.inject({ method: 'GET', url });
    expect((await shopper(`/api/products/${created.id}`)).statusCode).toBe(404);
    expect((await storefront('/api/search?q=yellowwood')).total).toBe(0);

    const activated = await file.call('PUT', `/api/admin/products/${created.id}`, {
      ...input(),
      sku: created.sku,
      title: created.title,
      salePriceCents: null,
      tags: ['serving'],
      status: 'active',
      images: created.images,
    });
    expect(json<Product>(activated)).toMatchObject({
      salePriceCents: null,
      tags: ['serving'],
      status: 'active',
    });
    expect((await shopper(`/api/products/${created.id}`)).statusCode).toBe(200);
    expect((await storefront('/api/search?q=serving')).items.map((p) => p.title)).toContain(
      'Yellowwood Salad Bowl',
    );

    await file.call('PUT', `/api/admin/products/${created.id}`, {
      ...input(),
      sku: created.sku,
      status: 'archived',
    });
    expect((await shopper(`/api/products/${created.id}`)).statusCode).toBe(404);
  });

  it('stores data-URL images as the shop\u2019s own images', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f4a261' } })
      .png()
      .toBuffer();
    const res = await file.call(
      'POST',
      '/api/admin/products',
      input({ images: [`data:image/png;base64,${png.toString('base64')}`] }),
    );
    expect(res.statusCode).toBe(201);
    const [image] = json<Product>(res).images;
    expect(image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect((await file.t.app.inject({ method: 'GET', url: image! })).statusCode).toBe(200);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const count = async () => json<AdminProductPage>(await file.call('GET', '/api/admin/products')).total;
    const images = async () => (await file.t.db.kysely.selectFrom('media').select('hash').execute()).length;
    const before = await count();
    const imagesBefore = await images();
    const bad: Array<[object, number]> = [
      [{ ...input(), sku: '' }, 400],
      [{ ...input(), title: '   ' }, 400],
      [{ ...input(), priceCents: -1 }, 400],
      [{ ...input(), priceCents: 12.5 }, 400],
      [{ ...input(), inventoryQuantity: 1.5 }, 400],
      [{ ...input(), category: 'garden' }, 400],
      [{ ...input(), status: 'inactive' }, 400],
      [{ ...input(), salePriceCents: 24_950 }, 400],
      [{ ...input(), salePriceCents: -1 }, 400],
      [{ ...input(), tags: ['a|b'] }, 400],
      [{ ...input(), tags: ['  '] }, 400],
      [{ ...input(), tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, 400],
      [{ ...input(), shortDescription: 'x'.repeat(301) }, 400],
      [{ ...input(), images: ['https://example.com/x.png'] }, 400],
      [{ ...input(), images: ['data:text/html,<b>hi</b>'] }, 400],
      [{ ...input(), images: ['data:image/png,%E0%A4%A'] }, 400],
      [{ ...input(), images: [`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`] }, 415],
      [
        {
          ...input(),
          images: [
            await pngDataUrl('#2a9d8f'),
            `data:image/png;base64,${Buffer.from('<html>').toString('base64')}`,
          ],
        },
        415,
      ],
      [{ ...input({ sku: 'ADM-1' }) }, 409],
    ];
    for (const [payload, status] of bad) {
      const res = await file.call('POST', '/api/admin/products', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      expect(json<ApiErrorBody>(res).error.message.length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
    expect(await images()).toBe(imagesBefore);
  });

  it('stores no image when the product cannot be saved', async () => {
    const count = async () => json<AdminProductPage>(await file.call('GET', '/api/admin/products')).total;
    const before = await count();
    const res = await file.call(
      'POST',
      '/api/admin/products',
      input({ sku: 'ADM-1', images: [await pngDataUrl('#e63946')] }),
    );
    expect(res.statusCode).toBe(409);
    const stored = await file.t.db.kysely.selectFrom('media').select('hash').execute();
    const res2 = await file.call(
      'PUT',
      `/api/admin/products/${randomUUID()}`,
      input({ images: [await pngDataUrl('#e63946')] }),
    );
    expect(res2.statusCode).toBe(404);
    expect(await file.t.db.kysely.selectFrom('media').select('hash').execute()).toEqual(stored);
    expect(await count()).toBe(before);
  });
});

describe('the admin product list (docs/decisions/0015)', () => {
  // 30 products of their own, told apart from the rest of this file's by the word 'Listed'.
  const listed: { id: string; sku: string; title: string; priceCents: number; stock: number }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 30; i++) {
      const id = await insertProduct(file.t.db, {
        title: `Listed ${i % 2 === 0 ? 'Kettlebell' : 'Cushion'} ${String(i).padStart(2, '0')}`,
        category: i % 2 === 0 ? 'gym' : 'homeware',
        status: i % 5 === 0 ? 'archived' : 'active',
        featured: i % 3 === 0,
        priceCents: 1_000 + ((i * 7) % 30) * 100,
        inventoryQuantity: i,
        createdAt: new Date(Date.UTC(2031, 0, 1, 0, 0, i)).toISOString(),
      });
      const row = await file.t.db.kysely
        .selectFrom('products')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      listed.push({
        id,
        sku: row.sku,
        title: row.title,
        priceCents: row.price_cents,
        stock: row.inventory_quantity,
      });
    }
  });
  const list = async (query: string) => {
    const res = await file.call('GET', `/api/admin/products?${query}`);
    expect(res.statusCode, query).toBe(200);
    return json<AdminProductPage>(res);
  };
  const titles = (page: AdminProductPage) => page.products.map((p) => p.title);

  it('pages 25 at a time, newest first, with the total', async () => {
    const first = await list('q=listed');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.products).toHaveLength(25);
    expect(first.products[0]?.title).toBe('Listed Cushion 29');
    const second = await list('q=listed&page=2');
    expect(titles(second)).toEqual([
      'Listed Kettlebell 04',
      'Listed Cushion 03',
      'Listed Kettlebell 02',
      'Listed Cushion 01',
      'Listed Kettlebell 00',
    ]);
    expect((await list('q=listed&page=3')).products).toEqual([]);
  });

  it('searches the SKU or the title, ignoring case, with wildcards as plain text', async () => {
    expect((await list('q=LISTED%20CUSHION')).total).toBe(15);
    const bySku = listed[7]!.sku;
    expect(titles(await list(`q=${encodeURIComponent(bySku.toLowerCase())}`))).toEqual([listed[7]!.title]);
    expect((await list('q=listed%25cushion')).total).toBe(0);
    expect((await list('q=listed_')).total).toBe(0);
    expect((await list('q=%20%20')).total).toBeGreaterThanOrEqual(30);
  });

  it('filters by category, status, featured and stock at or below a threshold, together', async () => {
    expect((await list('q=listed&category=gym')).total).toBe(15);
    expect((await list('q=listed&status=archived')).total).toBe(6);
    expect((await list('q=listed&featured=yes')).total).toBe(10);
    expect((await list('q=listed&featured=no')).total).toBe(20);
    const low = await list('q=listed&stockAtMost=4');
    expect(low.products.map((p) => p.inventoryQuantity).sort()).toEqual([0, 1, 2, 3, 4]);
    const combined = await list('q=listed&category=gym&status=active&featured=yes&stockAtMost=20');
    expect(titles(combined).sort()).toEqual([
      'Listed Kettlebell 06',
      'Listed Kettlebell 12',
      'Listed Kettlebell 18',
    ]);
  });

  it('keeps its search in step with every change: a new title, a new SKU, a removal; short terms and quotes too', async () => {
    const created = json<Product>(
      await file.call(
        'POST',
        '/api/admin/products',
        input({ sku: 'SRCH-ETE-1', title: 'Searchable "Quoted" Vase' }),
      ),
    );
    expect(titles(await list('q=quoted%22%20vase'))).toEqual(['Searchable "Quoted" Vase']);
    expect(titles(await list('q=srch-ete'))).toEqual(['Searchable "Quoted" Vase']);
    const renamed = await file.call(
      'PUT',
      `/api/admin/products/${created.id}`,
      input({ sku: 'SRCH-2', title: 'Renamed Qx Planter' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list('q=quoted')).total).toBe(0);
    expect((await list('q=srch-ete')).total).toBe(0);
    expect(titles(await list('q=renamed qx planter'))).toEqual(['Renamed Qx Planter']);
    expect(titles(await list('q=srch-2'))).toEqual(['Renamed Qx Planter']);
    // Two characters: too short for a trigram, read row by row, the same answer.
    expect(titles(await list('q=QX'))).toEqual(['Renamed Qx Planter']);
    expect((await file.call('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204);
    expect((await list('q=renamed qx')).total).toBe(0);
  });

  it('sorts by title, price and stock either way', async () => {
    const byTitle = titles(await list('q=listed&sort=title&page=1'));
    expect(byTitle.slice(0, 2)).toEqual(['Listed Cushion 01', 'Listed Cushion 03']);
    expect(titles(await list('q=listed&sort=title&dir=desc')).slice(0, 1)).toEqual(['Listed Kettlebell 28']);
    const prices = (await list('q=listed&sort=price')).products.map((p) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const stock = (await list('q=listed&sort=stock&dir=desc')).products.map((p) => p.inventoryQuantity);
    expect(stock.slice(0, 3)).toEqual([29, 28, 27]);
  });

  it('refuses a bad query with a clear 400 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['category=garden', 'category'],
      ['status=gone', 'status'],
      ['status=inactive', 'status'],
      ['featured=maybe', 'featured'],
      ['stockAtMost=-1', 'stockAtMost'],
      ['sort=colour', 'sort'],
      ['dir=up', 'dir'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=a%0Ab', 'q'],
      ['colour=red', ''],
    ] as const) {
      const res = await file.call('GET', `/api/admin/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      if (field) expect(json<ApiErrorBody>(res).error.fields, query).toHaveProperty(field);
    }
  });
});
