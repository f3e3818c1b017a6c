import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../../shared/api/contract.js';
import { mediaUploadQuerySchema, uploadedImageSchema } from '../../../shared/schemas/admin-products.js';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.js';
import { InvalidImageError, type MediaService } from './service.js';

/**
 * Image upload for the product form: the file itself is the body (any content type: the bytes decide,
 * not the name or type), its name in the query. Answers the stored image's address. Mounted under /api/admin.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/media',
    {
      // Not on the contract (its body is the file, not JSON), but in the API reference all the same.
      schema: {
        operationId: 'uploadImage',
        summary: `Uploads one image for a product (raster only, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB): the file is the body`,
        tags: ['Admin'] satisfies ApiTag[],
        querystring: mediaUploadQuerySchema,
        response: { 201: uploadedImageSchema },
      },
      // Only an administrator gets this far (the gate answers everyone else before the body): a
      // 5 MB photo on a slow line may take two minutes, not the request timeout.
      config: { bodyDeadlineMs: 120_000 },
      // A body over the limit is refused while it streams in; it gets SPEC.md's message all the same.
      errorHandler: (error, request) => {
        const name = (request.query as { name?: unknown }).name;
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new InvalidImageError(typeof name === 'string' ? name : 'The file', 'size');
        }
        throw error;
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const url = await media.storeImage(request.query.name, body);
      return reply.status(201).send({ url });
    },
  );
};
