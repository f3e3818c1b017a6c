import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** The app with a built page to serve: a stand-in index.html in a folder of its own. */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp(undefined, { env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the pages', () => {
  it('answer a product page 200 while the product is active, and 404 (with the page) otherwise', async () => {
    const live = await insertProduct(t.db, { title: 'Live Lamp' });
    const hidden = await insertProduct(t.db, { title: 'Hidden Lamp', status: 'inactive' });
    expect((await get(`/product/${live}`)).statusCode).toBe(200);
    for (const url of [`/product/${hidden}`, '/product/00000000-0000-4000-8000-000000000000', '/product/x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keep screens 200 and unknown paths 404, and leave robots.txt and the sitemap to their routes', async () => {
    expect((await get('/checkout')).statusCode).toBe(200);
    expect((await get('/no/such/page')).statusCode).toBe(404);
    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});
