import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller than this, an answer is sent as it is: compressing would save less than its headers. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The encoding to answer in: the first of `offered` (Brotli, else gzip) the client accepts (q=0
 * refuses).
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return offered.find((encoding) => accepted.has(encoding));
}

/**
 * Bytes to keep, holding no more memory than their length: zlib's one-shot calls answer a view of
 * their 16 KB output chunk when the output is smaller, which would keep the whole chunk.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/** A body compressed once, to be kept (a cached answer): Brotli at a middle quality is cheap and small. */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  return ownBytes(
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : zlib.gzipSync(body, { level: 6 }),
  );
}

/** A compressor for an answer streamed as it is made (a page rendered for one visitor). */
export function compressingStream(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}
