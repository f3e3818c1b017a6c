import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { chooseEncoding, compressingStream } from './compression.js';
import { AppError } from './errors.js';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a customer's name could
 * run one on the accountant's machine (OWASP, "CSV Injection"): a text cell that starts so is written
 * after a quote mark, which spreadsheets hide and our import takes off again (a text that already
 * starts with quote marks before such a sign gets one more, so that it comes back as it was).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export const fromSpreadsheetSafe = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;

/** Cents as a plain amount a spreadsheet reads as a number: 123456 -> "1234.56". */
export const csvAmount = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * Streams a CSV file as the answer, row by row as `rows` yields them: a header, a UTF-8 byte order
 * mark (Excel reads the file as UTF-8 only with it), compressed when the client accepts it.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly (string | number | null)[]>,
): FastifyReply {
  const csv = stringify({ header: true, columns: [...columns], bom: true });
  // An error half-way (the database went away) ends the download early; the log says why.
  pipeline(Readable.from(rows), csv).catch((error: unknown) => {
    request.log.error({ err: error }, 'a CSV export failed');
  });
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding');
  if (!encoding) return reply.send(csv);
  const compressed = compressingStream(encoding);
  csv.on('error', (error) => compressed.destroy(error));
  return reply.header('content-encoding', encoding).send(csv.pipe(compressed));
}

/**
 * The CSV file a request carries as its body (its content parser hands the body over unread); any
 * other body is refused, and an empty one is an empty file.
 */
export function uploadedCsv(request: FastifyRequest): Readable {
  if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError(415, 'unsupported_media_type', 'Send the file as text/csv');
  }
  return request.body instanceof Readable ? request.body : Readable.from([]);
}

/** Passes a body through, refusing it (413) once it passes `maxBytes`: a streamed body has no other limit. */
export function byteLimit(maxBytes: number, message: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new AppError(413, 'payload_too_large', message));
      else callback(null, chunk);
    },
  });
}
