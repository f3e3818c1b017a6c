import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import { type Sitemaps, robotsTxt } from './sitemaps.js';

/** Crawlers read these often and they change slowly: an hour in any cache. */
const CACHE = 'public, max-age=3600';

const sendXml = (reply: FastifyReply, body: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(body);

/** pages.xml, or products-N.xml. */
const sitemapFileSchema = z.strictObject({
  file: z.string().regex(/^(pages|products-[1-9]\d{0,4})\.xml$/, { error: 'No such sitemap' }),
});

/** /robots.txt and the sitemap (issue 9 §4); absolute addresses from PUBLIC_URL, else the request's. */
export const seoRoutes: FastifyPluginAsyncZod<{ sitemaps: Sitemaps; publicUrl: string | undefined }> = async (
  app,
  { sitemaps, publicUrl },
) => {
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(publicOrigin(publicUrl, request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    sendXml(reply, await sitemaps.root(publicOrigin(publicUrl, request))),
  );

  app.get('/sitemaps/:file', { schema: { params: sitemapFileSchema } }, async (request, reply) => {
    const origin = publicOrigin(publicUrl, request);
    const { file } = request.params;
    const body =
      file === 'pages.xml'
        ? await sitemaps.pages(origin)
        : await sitemaps.products(origin, Number(/\d+/.exec(file)![0]));
    if (body === undefined) throw notFound('No such sitemap');
    return sendXml(reply, body);
  });
};
