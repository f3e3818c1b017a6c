// After `vite build`: a Brotli and a gzip copy beside each text asset of dist/web, so the server sends
// them as they are (@fastify/static's preCompressed) and never compresses a file per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|css|svg|json|txt|xml)$/;

for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
}
