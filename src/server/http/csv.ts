import { Readable, Transform, type TransformCallback, pipeline } from 'node:stream';
import type { Socket } from 'node:net';
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

/** A CSV file to download: its name, its header and its rows as they are read. */
export interface CsvFile {
  filename: string;
  columns: readonly string[];
  rows: AsyncIterable<readonly (string | number | null)[]>;
}

/**
 * Streams a CSV file as the answer, row by row as `rows` yields them: a header, a UTF-8 byte order
 * mark (Excel reads the file as UTF-8 only with it), compressed when the client accepts it. One
 * pipeline, so that a client gone half-way stops the reading, and an error half-way (the database
 * went away) ends the download early, logged.
 */
export function sendCsv(request: FastifyRequest, reply: FastifyReply, file: CsvFile): FastifyReply {
  const { filename, columns, rows } = file;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const source = Readable.from(rows);
  const csv = stringify({ header: true, columns: [...columns], bom: true });
  const done = (error: Error | null) => {
    if (error) request.log.warn({ err: error }, 'a CSV download ended early');
  };
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding');
  if (!encoding) return reply.send(pipeline(source, csv, done));
  return reply
    .header('content-encoding', encoding)
    .send(pipeline(source, csv, compressingStream(encoding), done));
}

/**
 * The CSV file a request carries as its body (its content parser hands the body over unread), cut
 * off (413) past `maxBytes`. What its reader leaves unread, the file being refused early (an unknown
 * column), is read and dropped, so that the answer reaches the browser: a request destroyed
 * half-read takes its connection, and the answer, with it. Past the limit the answer closes the
 * connection instead (errors.ts).
 */
export function uploadedCsv(request: FastifyRequest, maxBytes: number, tooLarge: string): Readable {
  if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError(415, 'unsupported_media_type', 'Send the file as text/csv');
  }
  const body = request.body instanceof Readable ? request.body : Readable.from([]);
  let seen = 0;
  let over = false;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      over = seen > maxBytes;
      callback(over ? new AppError(413, 'payload_too_large', tooLarge) : null, over ? undefined : chunk);
    },
  });
  body.pipe(limited);
  body.once('error', (error) => limited.destroy(error));
  limited.once('close', () => {
    body.unpipe(limited);
    if (!over && !body.readableEnded) body.resume();
  });
  return limited;
}

/**
 * Lets a request's work outlast the server's idle timeout (an import's transaction, with the socket
 * silent meanwhile): without it the connection is cut and the admin never learns the outcome.
 */
export function allowLongWork(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  const socket = request.raw.socket as Partial<Socket>;
  // A request injected in process (light-my-request, the API tests) has no real socket to time.
  if (!socket.setTimeout) return;
  const usual = socket.timeout ?? 0;
  socket.setTimeout(ms);
  reply.raw.once('finish', () => socket.setTimeout!(usual));
}
