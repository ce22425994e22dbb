import {
  errorResponse,
  idParams,
  listQuery,
  productDetail,
  productIdParams,
  productList,
  reviewList,
  searchQuery,
  selectedQuery,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findProducts } from '../../domain/catalogue/find-products.js';
import { getProduct } from '../../domain/catalogue/get-product.js';
import { pageOf } from '../../domain/catalogue/product-fields.js';
import { searchProducts } from '../../domain/catalogue/search-products.js';
import { listReviews } from '../../domain/reviews/reviews.js';
import { preferenceOf } from '../../domain/users/users.js';
import { sendShared } from '../../http/shared-answers.js';

const tags = ['catalogue'];
const listResponse = { 200: productList, 400: errorResponse };

/** A cache key for a list: the question asked, in a fixed order, whatever order the URL used. */
const listKey = (...parts: (string | number | null | undefined)[]) => parts.map((p) => p ?? '').join('|');

const asPage = ({ items, total }: { items: unknown; total: number }) => ({ value: items, total });

/**
 * The public catalogue (DESIGN §5): no token needed; a buyer's token personalises recommended.
 * Every answer here is the same for everyone asking the same question (recommended: the same
 * preferred category), so it is a shared answer (http/shared-answers.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lists, products, preferences } = app.shared;

  app.get('/recommended', { schema: { tags, querystring: listQuery, response: listResponse } }, async (request, reply) => {
    const buyer = request.user?.role === 'buyer' ? request.user.userId : null;
    const preferCategory = buyer ? await preferences.get(String(buyer), () => preferenceOf(app.db, buyer)) : null;
    const page = pageOf(request.query);
    const { sort } = request.query;
    return sendShared(reply, lists, listKey('recommended', preferCategory, sort, page.limit, page.offset), productList, async () =>
      asPage(await findProducts(app.db, { ...page, sort, preferCategory })),
    );
  });

  app.get('/selected', { schema: { tags, querystring: selectedQuery, response: listResponse } }, async (request, reply) => {
    const { category, sort } = request.query;
    const page = pageOf(request.query);
    return sendShared(reply, lists, listKey('selected', category, sort, page.limit, page.offset), productList, async () =>
      asPage(await findProducts(app.db, { ...page, sort, category })),
    );
  });

  app.get('/search', { schema: { tags, querystring: searchQuery, response: listResponse } }, async (request, reply) => {
    const { category, sort, searchTerm } = request.query;
    const page = pageOf(request.query);
    // Search is case-blind, so "Shirt" and "shirt" are one question.
    const key = listKey('search', category, sort, page.limit, page.offset, searchTerm.toLowerCase());
    return sendShared(reply, lists, key, productList, async () =>
      asPage(await searchProducts(app.db, { ...page, sort, category, searchTerm })),
    );
  });

  app.get(
    '/product/:id',
    { schema: { tags, params: idParams, response: { 200: productDetail, 400: errorResponse, 404: errorResponse } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendShared(reply, products, `product|${id}`, productDetail, async () => ({ value: await getProduct(app.db, id) }));
    },
  );

  app.get(
    '/getReviews/:productId',
    { schema: { tags, params: productIdParams, response: { 200: reviewList, 400: errorResponse } } },
    async (request, reply) => {
      const { productId } = request.params;
      return sendShared(reply, products, `reviews|${productId}`, reviewList, async () => ({
        value: await listReviews(app.db, productId),
      }));
    },
  );
};
