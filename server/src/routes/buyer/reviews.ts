import { errorResponse, productIdParams, review, reviewUpdate } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOwnReview, updateReview } from '../../domain/reviews/own-review.js';
import { caller, requireRole } from '../../plugins/auth.js';

const tags = ['buyer'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The buyer's own review of a product: read it and edit it. Personal, so never kept; the public
 * `getReviews` answer stays the same for everyone.
 */
export const ownReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('buyer'));

  app.get('/review/:productId', { schema: { tags, params: productIdParams, response: { 200: review, ...errors } } }, async (request) =>
    getOwnReview(app.db, caller(request).userId, request.params.productId),
  );
  app.put(
    '/updateReview',
    { config: { changes: ['reviews'] }, schema: { tags, body: reviewUpdate, response: { 200: review, ...errors } } },
    async (request) => updateReview(app.db, caller(request).userId, request.body),
  );
};
