/**
 * The throughput baseline: a plain node:http server that answers every request with the same bytes.
 * Usage: node --import tsx bench/baseline-server.ts <port> <body file> <content type>
 */
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyPath, contentType] = process.argv.slice(2);
if (!port || !bodyPath || !contentType)
  throw new Error('Usage: baseline-server.ts <port> <body file> <content type>');
const body = fs.readFileSync(bodyPath);

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
