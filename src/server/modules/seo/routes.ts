import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { notFound } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import { type Sitemaps, robotsTxt } from './sitemaps.js';

/** Crawlers read these often and they change slowly: an hour in any cache. */
const cacheControl = 'public, max-age=3600';

/** /robots.txt and the sitemap (docs/decisions/0010); absolute addresses from PUBLIC_URL, else the request's. */
export const seoRoutes: FastifyPluginAsync<{ sitemaps: Sitemaps; publicUrl: string | undefined }> = async (
  app,
  { sitemaps, publicUrl },
) => {
  serve(app, 'robotsTxt', (_input, request) => robotsTxt(publicOrigin(publicUrl, request)), { cacheControl });

  serve(app, 'sitemapIndex', (_input, request) => sitemaps.root(publicOrigin(publicUrl, request)), {
    cacheControl,
  });

  serve(
    app,
    'sitemapFile',
    async ({ params }, request) => {
      const origin = publicOrigin(publicUrl, request);
      const body =
        params.file === 'pages.xml'
          ? await sitemaps.pages(origin)
          : await sitemaps.products(origin, Number(/\d+/.exec(params.file)![0]));
      if (body === undefined) throw notFound('No such sitemap');
      return body;
    },
    { cacheControl },
  );
};
