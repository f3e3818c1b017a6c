import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import type { MediaService } from './service.js';

const mediaParamsSchema = z.strictObject({
  file: z.string().regex(/^[0-9a-f]{32}(-w\d{2,4})?\.webp$/, { error: 'No such image' }),
});

/** Stored images, at addresses that never change content: cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get('/media/:file', { schema: { params: mediaParamsSchema } }, async (request, reply) => {
    const [name = ''] = request.params.file.split('.');
    const [hash = '', variant = 'original'] = name.split('-');
    const image = await media.find(hash, variant);
    if (!image) throw notFound('No such image');
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
};
