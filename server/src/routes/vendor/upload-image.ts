import multipart from '@fastify/multipart';
import { API_MESSAGES, errorResponse, LIMITS, uploadImageResponse } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeImage } from '../../images/uploads.js';
import { invalidInput, tooLarge } from '../../domain/errors.js';
import { caller } from '../../plugins/auth.js';

/** POST /api/vendors/uploadImage: multipart field `image`, PNG/JPEG/WebP ≤ 2 MB, checked by content. */
export const uploadImageRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadBytesMax, files: 1, fields: 5, parts: 6 } });
  app.post(
    '/uploadImage',
    { config: { changes: [] }, schema: { tags: ['vendor'], consumes: ['multipart/form-data'], response: { 201: uploadImageResponse, 400: errorResponse, 413: errorResponse } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw invalidInput(API_MESSAGES.imageMissing);
      const file = await request.file();
      if (!file) throw invalidInput(API_MESSAGES.imageMissing);
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(API_MESSAGES.imageTooLarge);
        throw err;
      });
      if (bytes.length === 0) throw invalidInput(API_MESSAGES.imageMissing);
      const imageUrl = await storeImage(app.db, caller(request).userId, bytes);
      return reply.code(201).send({ imageUrl });
    },
  );
};
