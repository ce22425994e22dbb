import {
  hiddenUpdate,
  MODERATION_PAGE,
  moderationParams,
  moderationProduct,
  moderationProductList,
  moderationQuery,
  moderationReview,
  moderationReviewList,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findProductsToModerate, findReviewsToModerate, setProductHidden, setReviewHidden } from '../../domain/admin/moderation.js';
import { pageOf } from '../../domain/paging.js';
import { caller } from '../../plugins/auth.js';
import { type AdminRouteOptions, errors, tags } from './errors.js';

/** Moderation (docs/architecture.md#money-and-operator): find products and reviews, hide or show them; each change audited. */
export const moderationRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.get(
    '/products',
    { schema: { tags, querystring: moderationQuery, response: { 200: moderationProductList, ...errors } } },
    async (request, reply) =>
      reply.sendPage(await findProductsToModerate(app.db, { ...pageOf(request.query, MODERATION_PAGE), search: request.query.search })),
  );
  app.put(
    '/products/:id',
    {
      // A hidden product leaves every kept list and product page, and every instance's filters index.
      config: { changes: ['catalogue'] },
      schema: { tags, params: moderationParams, body: hiddenUpdate, response: { 200: moderationProduct, ...errors } },
    },
    async (request) => setProductHidden(app.db, caller(request).userId, request.params.id, request.body.hidden, new Date(opts.now())),
  );
  app.get(
    '/reviews',
    { schema: { tags, querystring: moderationQuery, response: { 200: moderationReviewList, ...errors } } },
    async (request, reply) =>
      reply.sendPage(await findReviewsToModerate(app.db, { ...pageOf(request.query, MODERATION_PAGE), search: request.query.search })),
  );
  app.put(
    '/reviews/:id',
    {
      // Reviews, product pages (rating, fit) and lists are forgotten, as when a buyer writes a review.
      config: { changes: ['reviews'] },
      schema: { tags, params: moderationParams, body: hiddenUpdate, response: { 200: moderationReview, ...errors } },
    },
    async (request) => setReviewHidden(app.db, caller(request).userId, request.params.id, request.body.hidden, new Date(opts.now())),
  );
};
