import type { FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.js';
import { serve } from '../../http/endpoint-routes.js';
import { InvalidImageError, type MediaService } from './service.js';

/**
 * Image upload for the product form: the file itself is the body (any content type: the bytes decide,
 * not the name or type), its name in the query. Answers the stored image's address. Mounted under /api/admin.
 */
export const mediaAdminRoutes: FastifyPluginAsync<{ media: MediaService }> = async (app, { media }) => {
  serve(app, 'uploadImage', async ({ query, file }) => ({ url: await media.storeImage(query.name, file) }), {
    bodyLimit: MAX_IMAGE_BYTES + 1,
    // Only an administrator gets this far (the gate answers everyone else before the body): a
    // 5 MB photo on a slow line may take two minutes, not the request timeout.
    bodyDeadlineMs: 120_000,
    // A body over the limit is refused while it streams in; it gets the specification's message all the same.
    errorHandler: (error, request) => {
      const name = (request.query as { name?: unknown }).name;
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new InvalidImageError(typeof name === 'string' ? name : 'The file', 'size');
      }
      throw error;
    },
  });
};
