import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { join, keep } from './gzip-join.js';

/** The page cut at `cuts`. */
const cut = (page: Buffer, cuts: readonly number[]) =>
  [0, ...cuts].map((start, i) => page.subarray(start, cuts[i] ?? page.length));

const page = Buffer.from(
  Array.from({ length: 3000 }, (_, i) => `<li class="card">Product ${i % 97}: R${i * 7}</li>`).join(''),
);

describe('a kept page with parts joined in', () => {
  it('unzips to the page with each part where it was cut, its CRC and length checked by gunzip', () => {
    const cuts = [100, 40_000, page.length - 10];
    const kept = keep(cut(page, cuts));
    const between = [Buffer.from('<b>3</b>'), Buffer.from(''), Buffer.from('<script>{"a":"é ✓"}</script>')];
    const joined = Buffer.concat(join(kept, between));
    expect(zlib.gunzipSync(joined)).toEqual(
      Buffer.concat([
        page.subarray(0, 100),
        between[0]!,
        page.subarray(100, 40_000),
        page.subarray(40_000, page.length - 10),
        between[2]!,
        page.subarray(page.length - 10),
      ]),
    );
    // Joined, not compressed again: the page's parts are the same bytes in every answer.
    const other = Buffer.concat(join(kept, [Buffer.from('<b>12</b>')]));
    expect(zlib.gunzipSync(other).subarray(0, 109).toString()).toBe(`${page.subarray(0, 100)}<b>12</b>`);
    expect(joined.length).toBeLessThan(page.length / 5);
  });

  it('joins a part longer than one stored block, and a page cut at its ends', () => {
    const long = randomBytes(70_000);
    const kept = keep(cut(page, [0, page.length]));
    const joined = Buffer.concat(join(kept, [long, Buffer.from('end')]));
    expect(zlib.gunzipSync(joined)).toEqual(Buffer.concat([long, page, Buffer.from('end')]));
  });

  it('gives the page itself when nothing is joined', () => {
    expect(zlib.gunzipSync(Buffer.concat(join(keep(cut(page, [])), [])))).toEqual(page);
  });
});
