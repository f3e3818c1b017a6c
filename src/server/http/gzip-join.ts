import zlib from 'node:zlib';
import { ownBytes } from './compression.js';

/**
 * A page kept compressed in parts, and answered with other bytes joined in between them without
 * compressing the page again (docs/decisions/0029): each part is raw deflate ended by a sync flush
 * (so the stream is byte-aligned after it), a joined part goes in as a stored block, and the gzip
 * trailer's CRC-32 is combined from the parts' (zlib's crc32_combine) rather than computed over the
 * page.
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

/** Stored deflate blocks (none the last), at most 65 535 bytes each: byte-aligned after a sync flush. */
function stored(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 0xffff) {
    const piece = data.subarray(at, at + 0xffff);
    const head = Buffer.allocUnsafe(5);
    head[0] = 0;
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(head, piece);
  }
  return blocks;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

export interface KeptPart {
  length: number;
  deflated: Buffer;
  crc: number;
  shift: Uint32Array;
}

/** A page's parts, each compressed once (at the most), the last ending the stream. */
export function keep(parts: readonly Buffer[]): KeptPart[] {
  return parts.map((part, i) => {
    const last = i === parts.length - 1;
    return {
      length: part.length,
      deflated: ownBytes(
        zlib.deflateRawSync(part, {
          level: zlib.constants.Z_BEST_COMPRESSION,
          ...(!last && { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
        }),
      ),
      crc: zlib.crc32(part),
      shift: shift(part.length),
    };
  });
}

/** The kept parts with `between[i]` after part i (none after the last), as one gzip member. */
export function join(kept: readonly KeptPart[], between: readonly Buffer[]): Buffer[] {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  kept.forEach((part, i) => {
    crc = (times(part.shift, crc) ^ part.crc) >>> 0;
    length += part.length;
    chunks.push(part.deflated);
    const own = between[i];
    if (!own) return;
    crc = zlib.crc32(own, crc);
    length += own.length;
    chunks.push(...stored(own));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}
