import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PATHS, isAppPath } from '../../shared/routes.js';
import { idSchema } from '../../shared/schemas/common.js';
import { sendEndpointNotFound } from './errors.js';

/**
 * Serves the built single-page app: hashed assets cached for good, index.html for every screen,
 * and index.html with status 404 for any other path, which is logged (SPEC.md §2), and for a product
 * that is unknown or not active (issue 9 §5: the page shows its not-found state).
 * Returns false when there is no build to serve (API-only, as in the API tests).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  { isLiveProduct }: { isLiveProduct: (id: string) => Promise<boolean> },
): Promise<boolean> {
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

  const page = (reply: FastifyReply, status: number) =>
    reply.status(status).type('text/html').header('cache-control', 'no-cache').send(indexHtml);

  app.get<{ Params: { id: string } }>(PATHS.product, async (request, reply) => {
    const { id } = request.params;
    if (idSchema.safeParse(id).success && (await isLiveProduct(id))) return page(reply, 200);
    request.log.warn({ path: request.url.split('?')[0] }, '404: unknown or inactive product');
    return page(reply, 404);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname.startsWith('/media/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendEndpointNotFound(request, reply);
    }
    const known = isAppPath(pathname);
    if (!known) request.log.warn({ path: pathname }, '404: unknown path');
    return page(reply, known ? 200 : 404);
  });
  return true;
}
