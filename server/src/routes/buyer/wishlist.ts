import { errorResponse, stockAlertList, stockAlertParams, wishlist, wishlistProductParams } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { askStockAlert, cancelStockAlert, listStockAlerts } from '../../domain/wishlist/stock-alerts.js';
import { listWishlist, removeFromWishlist, saveToWishlist } from '../../domain/wishlist/wishlist.js';
import { caller, requireRole } from '../../plugins/auth.js';

const tags = ['wishlist'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const done = { 204: z.null().describe('Done; doing it again changes nothing') };

/**
 * The buyer's wishlist and 'Tell me when it's back' asks (docs/architecture.md#everyday-shop). Personal, so never kept;
 * saving and asking are idempotent PUTs, taking back an idempotent DELETE.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('buyer'));

  app.get('/wishlist', { schema: { tags, response: { 200: wishlist, ...errors } } }, async (request) =>
    listWishlist(app.db, caller(request).userId),
  );
  app.put(
    '/wishlist/:productId',
    { config: { changes: [] }, schema: { tags, params: wishlistProductParams, response: { ...done, ...errors } } },
    async (request, reply) => {
      await saveToWishlist(app.db, caller(request).userId, request.params.productId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/wishlist/:productId',
    { config: { changes: [] }, schema: { tags, params: wishlistProductParams, response: { ...done, ...errors } } },
    async (request, reply) => {
      await removeFromWishlist(app.db, caller(request).userId, request.params.productId);
      return reply.code(204).send(null);
    },
  );

  app.get('/stock-alerts', { schema: { tags, response: { 200: stockAlertList, ...errors } } }, async (request) =>
    listStockAlerts(app.db, caller(request).userId),
  );
  app.put(
    '/stock-alerts/:variantId',
    { config: { changes: [] }, schema: { tags, params: stockAlertParams, response: { ...done, ...errors } } },
    async (request, reply) => {
      await askStockAlert(app.db, caller(request).userId, request.params.variantId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/stock-alerts/:variantId',
    { config: { changes: [] }, schema: { tags, params: stockAlertParams, response: { ...done, ...errors } } },
    async (request, reply) => {
      await cancelStockAlert(app.db, caller(request).userId, request.params.variantId);
      return reply.code(204).send(null);
    },
  );
};
