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

const tags = ['catalogue'];
const listResponse = { 200: productList, 400: errorResponse };

/** The public catalogue (DESIGN §5): no token needed; a buyer's token personalises recommended. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/recommended', { schema: { tags, querystring: listQuery, response: listResponse } }, async (request, reply) => {
    const buyer = request.user?.role === 'buyer' ? request.user.userId : null;
    const preferCategory = buyer ? await preferenceOf(app.db, buyer) : null;
    const page = await findProducts(app.db, { ...pageOf(request.query), sort: request.query.sort, preferCategory });
    return reply.header('x-total-count', page.total).send(page.items);
  });

  app.get('/selected', { schema: { tags, querystring: selectedQuery, response: listResponse } }, async (request, reply) => {
    const q = request.query;
    const page = await findProducts(app.db, { ...pageOf(q), sort: q.sort, category: q.category });
    return reply.header('x-total-count', page.total).send(page.items);
  });

  app.get('/search', { schema: { tags, querystring: searchQuery, response: listResponse } }, async (request, reply) => {
    const q = request.query;
    const page = await searchProducts(app.db, { ...pageOf(q), sort: q.sort, category: q.category, searchTerm: q.searchTerm });
    return reply.header('x-total-count', page.total).send(page.items);
  });

  app.get(
    '/product/:id',
    { schema: { tags, params: idParams, response: { 200: productDetail, 400: errorResponse, 404: errorResponse } } },
    async (request) => getProduct(app.db, request.params.id),
  );

  app.get(
    '/getReviews/:productId',
    { schema: { tags, params: productIdParams, response: { 200: reviewList, 400: errorResponse } } },
    async (request) => listReviews(app.db, request.params.productId),
  );
};
