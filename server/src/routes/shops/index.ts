import { errorResponse, shopPage, shopSlugParams } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findShop } from '../../domain/shops/find-shop.js';

const tags = ['shops'];

/**
 * Shop pages (docs/architecture.md#everyday-shop), public like the catalogue. A slug the shop had before answers 301 to
 * the one it has now; its products come from the catalogue's lists with `vendor` set to its name.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:slug',
    {
      schema: {
        tags,
        params: shopSlugParams,
        response: {
          200: shopPage,
          301: z.null().describe('An old slug: Location names the current one'),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const shop = await app.catalogueRead((db) => findShop(db, request.params.slug));
      if (shop.slug !== request.params.slug) return reply.redirect(`/api/shops/${shop.slug}`, 301);
      return shop;
    },
  );
};
