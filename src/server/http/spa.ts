import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPath } from '../../shared/routes.js';
import { sendEndpointNotFound } from './errors.js';

/**
 * Serves the built single-page app: hashed assets cached for good, index.html for every screen,
 * and index.html with status 404 for any other path, which is logged (SPEC.md §2).
 * Returns false when there is no build to serve (API-only, as in the API tests).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(root, 'assets'));
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/', (_request, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname.startsWith('/media/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendEndpointNotFound(request, reply);
    }
    const known = isAppPath(pathname);
    if (!known) request.log.warn({ path: pathname }, '404: unknown path');
    return reply
      .status(known ? 200 : 404)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
  return true;
}
