import multipart from '@fastify/multipart';
import { API_MESSAGES, errorResponse, LIMITS, uploadImageResponse } from '@seamline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidInput, rateLimited, tooLarge } from '../../domain/errors.js';
import { uploadSlots } from '../../images/upload-slots.js';
import { storeImage } from '../../images/uploads.js';
import { caller } from '../../plugins/auth.js';

export interface UploadImageOptions {
  /** RATE_LIMIT: off turns the per-minute limit off (load tests); the quota and the slots stay. */
  rateLimit: boolean;
  perMinute: number;
  quotaBytes: number;
}

/** A second or two is what decoding and storing one 2 MB image takes. */
const SLOT_RETRY_SECONDS = 2;

/**
 * POST /api/vendors/uploadImage: multipart field `image`, PNG/JPEG/WebP ≤ 2 MB, checked by content,
 * decoded and stored re-encoded. Per vendor: a few uploads at once, a number per minute, a quota.
 */
export const uploadImageRoute: FastifyPluginAsyncZod<UploadImageOptions> = async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadBytesMax, files: 1, fields: 5, parts: 6 } });
  const slots = uploadSlots(LIMITS.uploadsAtOnceMax);
  // Runs after the vendor guard (route hooks follow the group's), so the vendor is known.
  const rateLimit = opts.rateLimit && {
    max: opts.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `upload:${request.user?.userId ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      rateLimited(API_MESSAGES.tooManyUploads, context.ttl / 1000),
  };
  app.post(
    '/uploadImage',
    {
      config: { rateLimit, changes: [] },
      schema: {
        tags: ['vendor'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadImageResponse, 400: errorResponse, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw invalidInput(API_MESSAGES.imageMissing);
      const vendorId = caller(request).userId;
      const release = slots.take(vendorId);
      if (!release) throw rateLimited(API_MESSAGES.uploadsInProgress, SLOT_RETRY_SECONDS);
      try {
        const file = await request.file();
        if (!file) throw invalidInput(API_MESSAGES.imageMissing);
        const bytes = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(API_MESSAGES.imageTooLarge);
          throw err;
        });
        if (bytes.length === 0) throw invalidInput(API_MESSAGES.imageMissing);
        const imageUrl = await storeImage(app.db, vendorId, bytes, opts.quotaBytes);
        return reply.code(201).send({ imageUrl });
      } finally {
        release();
      }
    },
  );
};
