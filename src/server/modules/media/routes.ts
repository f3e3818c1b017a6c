import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { notFound } from '../../http/errors.js';
import type { MediaService } from './service.js';

/** Stored images, at addresses that never change content: cached for a year. */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaService }> = async (app, { media }) => {
  serve(
    app,
    'getImage',
    async ({ params }) => {
      const [name = ''] = params.file.split('.');
      const [hash = '', variant = 'original'] = name.split('-');
      const image = await media.find(hash, variant);
      if (!image) throw notFound('No such image');
      return { contentType: image.content_type, bytes: image.bytes };
    },
    { cacheControl: 'public, max-age=31536000, immutable' },
  );
};
