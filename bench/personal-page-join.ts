import http from 'node:http';
import zlib from 'node:zlib';
import type { Server } from './processes.js';
import { formatTable } from './table.js';

/**
 * The prototype of decision 0029 (not yet the shop's code): a kept page cut where a visitor's
 * personal parts go, each cut part compressed once, and per answer the personal parts joined in as
 * stored deflate blocks, the gzip trailer's CRC-32 combined from the parts' rather than computed
 * over the page. Measures what a join costs and what it sends, against the page kept in Brotli.
 */

/** x · M over GF(2): M's rows selected by x's bits (zlib's gf2_matrix_times). */
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let row = 0; vector !== 0; row++, vector >>>= 1) if (vector & 1) sum ^= matrix[row]!;
  return sum >>> 0;
}

const square = (matrix: Uint32Array) => matrix.map((row) => times(matrix, row));

/**
 * The operator that carries a CRC-32 over `length` bytes (zlib's crc32_combine, worked out once):
 * crc(a + b) = times(shift(b.length), crc(a)) ^ crc(b).
 */
function shift(length: number): Uint32Array {
  // One zero bit, then doubled to one byte, then by squaring to each power of two bytes.
  let power = Uint32Array.from({ length: 32 }, (_, n) => (n === 0 ? 0xedb88320 : 1 << (n - 1)));
  for (let i = 0; i < 3; i++) power = square(power);
  let result = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);
  for (let rest = length; rest > 0; rest >>>= 1, power = square(power)) {
    if (rest & 1) result = result.map((row) => times(power, row));
  }
  return result;
}

/** A stored deflate block (not the last): the stream is byte-aligned after a sync flush. */
function stored(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

interface KeptPart {
  length: number;
  deflated: Buffer;
  crc: number;
  shift: Uint32Array;
}

/** The page cut at `cuts`, each part compressed once; the last one ends the deflate stream. */
function keep(page: Buffer, cuts: readonly number[]): KeptPart[] {
  const bounds = [0, ...cuts, page.length];
  return bounds.slice(1).map((end, i) => {
    const part = page.subarray(bounds[i], end);
    const last = i === bounds.length - 2;
    return {
      length: part.length,
      deflated: zlib.deflateRawSync(part, last ? {} : { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      crc: zlib.crc32(part),
      shift: shift(part.length),
    };
  });
}

/** The kept parts with a personal part after each but the last, as one gzip member. */
function join(kept: readonly KeptPart[], personal: readonly Buffer[]): Buffer[] {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  kept.forEach((part, i) => {
    crc = (times(part.shift, crc) ^ part.crc) >>> 0;
    length += part.length;
    chunks.push(part.deflated);
    const own = personal[i];
    if (!own) return;
    crc = zlib.crc32(own, crc);
    length += own.length;
    chunks.push(stored(own));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

/** The personal parts of a signed-in shopper with `count` items: the header's links and a script. */
const personalParts = (count: number) => [
  Buffer.from(
    `<a href="/account">My Account</a><a href="/my-orders">My Orders</a><button>Sign Out</button><a href="/cart" aria-label="Cart, ${count} items"><span data-testid="cart-count">${count}</span></a>`,
  ),
  Buffer.from(
    `<script type="application/json" id="app-personal">${JSON.stringify({
      session: {
        user: { id: 'a'.repeat(36), fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', roles: [] },
      },
      cartCount: count,
    })}</script>`,
  ),
];

const JOINS = 20_000;

/** The page's bytes as sent to a browser that takes Brotli (fetch would decode them). */
function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        if (response.headers['content-encoding'] !== 'br') reject(new Error(`${url} not sent in Brotli`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function measurePage(shop: Server, pagePath: string): Promise<string[]> {
  const page = Buffer.from(await (await fetch(`${shop.url}${pagePath}`)).arrayBuffer());
  const html = page.toString('utf8');
  // Where the parts go: the header's end (in the design, its links' place) and the hydration data.
  const cuts = [html.indexOf('</header>'), html.lastIndexOf('<script type="application/json"')].map((at) =>
    Buffer.byteLength(html.slice(0, at)),
  );
  if (cuts.some((cut) => cut <= 0)) throw new Error(`${pagePath} has no header or hydration data`);
  const kept = keep(page, cuts);

  const sample = personalParts(3);
  const joined = Buffer.concat(join(kept, sample));
  const expected = Buffer.concat([
    page.subarray(0, cuts[0]),
    sample[0]!,
    page.subarray(cuts[0], cuts[1]),
    sample[1]!,
    page.subarray(cuts[1]),
  ]);
  if (!zlib.gunzipSync(joined).equals(expected))
    throw new Error('The joined page does not unzip to its parts');

  const parts = Array.from({ length: 10 }, (_, count) => personalParts(count));
  const start = process.cpuUsage();
  for (let i = 0; i < JOINS; i++) join(kept, parts[i % parts.length]!);
  const used = process.cpuUsage(start);
  return [
    pagePath,
    page.length.toLocaleString('en-ZA'),
    (await brotliBytes(`${shop.url}${pagePath}`)).toLocaleString('en-ZA'),
    joined.length.toLocaleString('en-ZA'),
    ((used.user + used.system) / JOINS).toFixed(1),
  ];
}

/** Each page kept, then joined with a signed-in visitor's parts `JOINS` times. */
export async function measurePersonalPageJoin(shop: Server, pages: readonly string[]): Promise<string> {
  const rows = [];
  for (const page of pages) rows.push(await measurePage(shop, page));
  return formatTable(['page', 'page bytes', 'sent in Brotli', 'joined, gzip', 'CPU µs a join'], rows);
}
