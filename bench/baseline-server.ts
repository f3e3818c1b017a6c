/**
 * The throughput baseline: a plain node:http server that answers every request with the same bytes.
 * Usage: node --import tsx bench/baseline-server.ts <port> <body file> <content type> [<headers file>]
 * With a headers file (JSON), it sends those headers too and a new request id each time, as the shop
 * does: the same answer, not only the same body.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyPath, contentType, headersPath] = process.argv.slice(2);
if (!port || !bodyPath || !contentType)
  throw new Error('Usage: baseline-server.ts <port> <body file> <content type> [<headers file>]');
const body = fs.readFileSync(bodyPath);
const head = {
  ...(headersPath ? (JSON.parse(fs.readFileSync(headersPath, 'utf8')) as Record<string, string>) : {}),
  'content-type': contentType,
  'content-length': String(body.length),
};

const server = http.createServer((_request, response) => {
  response.writeHead(200, headersPath ? { ...head, 'x-request-id': randomUUID() } : head);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
