import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageAt } from '../../../shared/media.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createMediaService } from './service.js';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  url = await createMediaService({ db: t.db.kysely, now: () => new Date() }).storeImage('teal.png', png);
});
afterAll(() => t.close());

describe('GET /media/:file', () => {
  it('serves a stored image as WebP, cached for good', async () => {
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(900);
  });

  it('serves a copy at each width of srcset', async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await t.app.inject({ method: 'GET', url: imageAt(url, width) });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('makes a width the image was stored without from the original, once, and keeps it', async () => {
    const hash = url.slice('/media/'.length, -'.webp'.length);
    await t.db.kysely.deleteFrom('media').where('hash', '=', hash).where('variant', '=', 'w800').execute();
    const res = await t.app.inject({ method: 'GET', url: imageAt(url, 800) });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    const kept = await t.db.kysely
      .selectFrom('media')
      .select(['width', 'height'])
      .where('hash', '=', hash)
      .where('variant', '=', 'w800')
      .executeTakeFirst();
    expect(kept).toEqual({ width: 800, height: 533 });
    // A width that is not one of srcset's is not made.
    const other = await t.app.inject({ method: 'GET', url: url.replace('.webp', '-w300.webp') });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 for an unknown image and 400 for a malformed name', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}.webp` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/media/abc.png' })).statusCode).toBe(400);
  });

  it('stores the same image once', async () => {
    const again = await createMediaService({ db: t.db.kysely, now: () => new Date() }).storeImage(
      'again.png',
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer(),
    );
    expect(again).toBe(url);
  });
});
