import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSitemaps } from './sitemaps.js';

let t: TestApp;
let active: string[];
let inactive: string;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { PUBLIC_URL: 'https://lekker.example' } });
  active = [];
  for (let i = 0; i < 5; i++) active.push(await insertProduct(t.db, { title: `Listed ${i}` }));
  inactive = await insertProduct(t.db, { title: 'Hidden', status: 'archived' });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('keeps crawlers out of the private screens and names the sitemap, at the public address', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/admin', '/cart', '/checkout', '/auth', '/orders', '/account']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain('Sitemap: https://lekker.example/sitemap.xml');
  });
});

describe('the sitemap', () => {
  it('lists every active product, category and info page with lastmod, and no inactive product', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = locs(res.body);
    for (const id of active) expect(listed).toContain(`https://lekker.example/product/${id}`);
    expect(listed).not.toContain(`https://lekker.example/product/${inactive}`);
    for (const path of [
      '/',
      '/category/gym',
      '/category/women',
      '/shipping',
      '/faq',
      '/returns',
      '/terms',
      '/legal',
    ]) {
      expect(listed).toContain(`https://lekker.example${path}`);
    }
    expect(res.body.match(/<lastmod>/g)).toHaveLength(listed.length);
  });

  it('drops a product once it goes inactive', async () => {
    await t.db.kysely
      .updateTable('products')
      .set({ status: 'archived' })
      .where('id', '=', active[4]!)
      .execute();
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(
      `https://lekker.example/product/${active[4]}`,
    );
  });

  it('splits into an index of files of at most the limit, listing every product once', async () => {
    // A limit of 2 stands for the protocol's 50 000: 4 active products make two product files.
    const sitemaps = createSitemaps(t.db.kysely, { limit: 2 });
    const index = await sitemaps.root('https://lekker.example');
    expect(index).toContain('<sitemapindex ');
    expect(locs(index)).toEqual([
      'https://lekker.example/sitemaps/pages.xml',
      'https://lekker.example/sitemaps/products-1.xml',
      'https://lekker.example/sitemaps/products-2.xml',
    ]);
    const listed = [
      ...locs((await sitemaps.products('https://lekker.example', 1))!),
      ...locs((await sitemaps.products('https://lekker.example', 2))!),
    ];
    expect(listed.sort()).toEqual(
      active
        .slice(0, 4)
        .map((id) => `https://lekker.example/product/${id}`)
        .sort(),
    );
    expect(await sitemaps.products('https://lekker.example', 3)).toBeUndefined();
    expect(locs(await sitemaps.pages('https://lekker.example'))).toContain('https://lekker.example/faq');
  });

  it('serves the split files by name, and 404 or 400 for any other', async () => {
    expect((await get('/sitemaps/pages.xml')).statusCode).toBe(200);
    expect((await get('/sitemaps/products-1.xml')).statusCode).toBe(200);
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    for (const bad of ['/sitemaps/products-0.xml', '/sitemaps/other.xml', '/sitemaps/products-1.xml.gz']) {
      expect((await get(bad)).statusCode).toBe(400);
    }
  });
});
