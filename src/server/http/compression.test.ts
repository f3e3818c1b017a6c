import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressOnce } from './compression.js';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['identity', undefined],
    ['gzip;q=0.0, br;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressOnce', () => {
  it('gives back the same bytes once decompressed', () => {
    const body = Buffer.from('<p>Lekker</p>'.repeat(500));
    expect(zlib.brotliDecompressSync(compressOnce(body, 'br')).equals(body)).toBe(true);
    expect(zlib.gunzipSync(compressOnce(body, 'gzip')).equals(body)).toBe(true);
    expect(compressOnce(body, 'br').length).toBeLessThan(body.length / 10);
  });

  it('holds no more memory than its bytes (zlib answers a view of a larger chunk)', () => {
    const body = Buffer.from('<p>Lekker</p>'.repeat(500));
    for (const encoding of ['br', 'gzip'] as const) {
      const kept = compressOnce(body, encoding);
      expect(kept.buffer.byteLength).toBe(kept.length);
    }
  });
});
