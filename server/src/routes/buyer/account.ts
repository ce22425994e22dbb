import {
  API_MESSAGES,
  buyerOrderRows,
  buyerProfile,
  buyerProfileInput,
  cartAddInput,
  cartItem,
  cartList,
  checkoutConflict,
  checkoutInput,
  checkoutResponse,
  errorResponse,
  messageResponse,
  productIdBody,
  review,
  reviewInput,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCart, getCart, removeFromCart } from '../../domain/cart/cart.js';
import { listBuyerOrderRows } from '../../domain/orders/buyer-orders.js';
import { AppError } from '../../domain/errors.js';
import { PRICES_CHANGED, placeOrders } from '../../domain/orders/place-orders.js';
import { addReview } from '../../domain/reviews/reviews.js';
import { getBuyerProfile, updateBuyerProfile } from '../../domain/users/profiles.js';
import { caller, requireRole } from '../../plugins/auth.js';

const tags = ['buyer'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The buyer's own cart, orders, reviews and profile; every route needs a buyer's token. */
export const buyerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('buyer'));

  app.get('/profile', { schema: { tags, response: { 200: buyerProfile, ...errors } } }, async (request) =>
    getBuyerProfile(app.db, caller(request).userId),
  );
  app.put('/profile', { config: { changes: ['accounts'] }, schema: { tags, body: buyerProfileInput, response: { 200: buyerProfile, ...errors } } }, async (request) =>
    updateBuyerProfile(app.db, caller(request).userId, request.body),
  );

  app.get('/orders', { schema: { tags, response: { 200: buyerOrderRows, ...errors } } }, async (request) =>
    listBuyerOrderRows(app.db, caller(request).userId),
  );

  app.post('/addReview', { config: { changes: ['reviews'] }, schema: { tags, body: reviewInput, response: { 201: review, ...errors } } }, async (request, reply) => {
    const created = await addReview(app.db, caller(request).userId, request.body);
    return reply.code(201).send(created);
  });

  app.get('/cart', { schema: { tags, response: { 200: cartList, ...errors } } }, async (request) =>
    getCart(app.db, caller(request).userId),
  );
  app.post('/cart/add', { config: { changes: [] }, schema: { tags, body: cartAddInput, response: { 200: cartItem, ...errors } } }, async (request) =>
    addToCart(app.statements, caller(request).userId, request.body.productId, request.body.quantity),
  );
  app.delete('/cart/delete', { config: { changes: [] }, schema: { tags, body: productIdBody, response: { 200: messageResponse, ...errors } } }, async (request) => {
    await removeFromCart(app.db, caller(request).userId, request.body.productId);
    return { message: API_MESSAGES.productRemoved };
  });
  app.post(
    '/cart/checkout',
    {
      config: { changes: ['stock', 'orders'] },
      schema: { tags, body: checkoutInput, response: { 201: checkoutResponse, ...errors, 409: checkoutConflict } },
    },
    async (request, reply) => {
      const buyerId = caller(request).userId;
      try {
        const orderIds = await placeOrders(app.statements, buyerId, { expectedTotal: request.body?.expectedTotal });
        return reply.code(201).send({ message: API_MESSAGES.orderPlaced, orderIds });
      } catch (err) {
        // The buyer is shown what changed: the cart as it now stands comes with the refusal.
        if (!(err instanceof AppError && err.reason === PRICES_CHANGED)) throw err;
        return reply.code(409).send({ message: err.message, cart: await getCart(app.db, buyerId) });
      }
    },
  );
};
