import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import { adminAppForFile, json } from '../../testing/test-app.js';

const file = adminAppForFile();

const upload = (name: string, body: Buffer | string, contentType = 'image/png') =>
  file.t.app.inject({
    method: 'POST',
    url: `/api/admin/media?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': contentType },
    payload: body,
    cookies: file.admin.cookies,
  });
const storedImages = async () =>
  Number(
    (
      await file.t.db.kysely
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/admin/media', () => {
  it('stores a raster image as WebP and answers its address', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e76f51' } })
      .jpeg()
      .toBuffer();
    const res = await upload('kettlebell.jpg', jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { url } = json<{ url: string }>(res);
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect((await file.t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses what is not a raster image, with the specification\u2019s message, and stores nothing', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#264653' } })
      .jpeg()
      .toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    // A small file that decodes to 60 million pixels.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: Array<[string, Buffer | string, string]> = [
      ['logo.svg', svg, 'image/svg+xml'],
      ['logo.png', svg, 'image/png'],
      ['page.png', '<!doctype html><html><body>hello</body></html>', 'text/html'],
      ['cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
      ['empty.png', Buffer.alloc(0), 'image/png'],
      ['bomb.png', bomb, 'image/png'],
    ];
    const before = await storedImages();
    for (const [name, body, type] of cases) {
      const res = await upload(name, body, type);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 415 });
      expect(json<ApiErrorBody>(res).error.message).toBe(`${name} is not a valid image file.`);
    }
    expect(await storedImages()).toBe(before);
  });

  it('refuses a side past 10 000 pixels or a shape past 10:1 from its header, before decoding (docs/decisions/0013)', async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    const cases: Array<[string, Buffer]> = [
      ['needle.png', await png(1, 20_000)],
      ['ribbon.png', await png(2_000, 150)],
      ['wide.png', await png(12_000, 2_000)],
    ];
    const before = await storedImages();
    for (const [name, body] of cases) {
      const res = await upload(name, body);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 422 });
      expect(json<ApiErrorBody>(res).error).toEqual({
        code: 'image_shape',
        message: `${name} must be at most 10000 pixels on each side, and at most 10 times as long as it is wide.`,
      });
    }
    expect(await storedImages()).toBe(before);
    // A panorama within the limits is a product photo like any other.
    expect((await upload('panorama.png', await png(2_000, 400))).statusCode).toBe(201);
  });

  it('refuses a file over 5 MB with the specification\u2019s message', async () => {
    const res = await upload('huge.png', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(json<ApiErrorBody>(res).error.message).toBe('huge.png is too large. Maximum size is 5MB.');
  });

  it('needs a file name', async () => {
    const res = await file.t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('x'),
      cookies: file.admin.cookies,
    });
    expect(res.statusCode).toBe(400);
  });
});
