import {
  API_MESSAGES,
  buyerOrderRows,
  buyerProfile,
  buyerProfileInput,
  cartAddInput,
  cartDeleteInput,
  cartItem,
  cartList,
  cartQuantityInput,
  checkoutConflict,
  checkoutPaymentInput,
  checkoutPlacedResponse,
  checkoutRequiresAction,
  paymentDeclined,
  errorResponse,
  messageResponse,
  review,
  reviewInput,
} from '@seamline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCart, getCart, removeFromCart } from '../../domain/cart/cart.js';
import { cartVersion } from '../../domain/cart/cart-version.js';
import { cartEtag, versionsIn } from './cart-etag.js';
import { setCartQuantity } from '../../domain/cart/set-quantity.js';
import { listBuyerOrderRows } from '../../domain/orders/buyer-orders.js';
import { AppError, invalidInput, rateLimited } from '../../domain/errors.js';
import { CART_CHANGED, PRICES_CHANGED } from '../../domain/orders/place-orders.js';
import type { Payments } from '../../payments/checkout/checkout.js';
import { sendOutcome } from '../payments.js';
import { addReview } from '../../domain/reviews/reviews.js';
import { getBuyerProfile, updateBuyerProfile } from '../../domain/users/profiles.js';
import { withBrackets } from '../../domain/fit/brackets.js';
import { caller, requireRole } from '../../plugins/auth.js';
import { quoteRoutes } from './quote.js';

const tags = ['buyer'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export interface BuyerAccountOptions {
  rateLimit: boolean;
  /** Checkouts per buyer per minute. */
  checkoutsPerMinute: number;
  /** PAY_ON_DELIVERY_LIMIT in cents. */
  payOnDeliveryLimitCents: number;
  payments: Payments;
}

/** The buyer's own cart, orders, reviews and profile; every route needs a buyer's token. */
export const buyerAccountRoutes: FastifyPluginAsyncZod<BuyerAccountOptions> = async (app, opts) => {
  app.addHook('onRequest', requireRole('buyer'));
  // Runs after the buyer guard (route hooks follow the group's), so the buyer is known.
  const checkoutLimit = opts.rateLimit && {
    max: opts.checkoutsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `checkout:${request.user?.userId ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      rateLimited(API_MESSAGES.tooManyCheckouts, context.ttl / 1000),
  };
  await app.register(quoteRoutes);

  app.get('/profile', { schema: { tags, response: { 200: buyerProfile, ...errors } } }, async (request) =>
    getBuyerProfile(app.db, caller(request).userId),
  );
  app.put(
    '/profile',
    { config: { changes: ['accounts'] }, schema: { tags, body: buyerProfileInput, response: { 200: buyerProfile, ...errors } } },
    async (request) => updateBuyerProfile(app.db, caller(request).userId, request.body),
  );

  app.get('/orders', { schema: { tags, response: { 200: buyerOrderRows, ...errors } } }, async (request) =>
    listBuyerOrderRows(app.db, caller(request).userId),
  );

  app.post(
    '/addReview',
    { config: { changes: ['reviews'] }, schema: { tags, body: reviewInput, response: { 201: review, ...errors } } },
    async (request, reply) => {
      const created = await addReview(app.db, caller(request).userId, request.body);
      return reply.code(201).send(created);
    },
  );

  // The cart's version goes with it as its ETag; checkout takes it back as If-Match (docs/architecture.md#server-rules).
  // Lines holding two or more sizes of one product and colour say so, with the size advice (docs/decisions/254).
  app.get('/cart', { schema: { tags, response: { 200: cartList, ...errors } } }, async (request, reply) => {
    const buyerId = caller(request).userId;
    const cart = await getCart(app.db, buyerId);
    return reply.header('etag', cartEtag(cartVersion(cart))).send(await withBrackets(app.statements, buyerId, cart, app.dueTimers.now()));
  });
  app.post(
    '/cart/add',
    { config: { changes: [] }, schema: { tags, body: cartAddInput, response: { 200: cartItem, ...errors } } },
    async (request) =>
      addToCart(app.statements, caller(request).userId, request.body.productId, request.body.quantity, request.body.variantId),
  );
  app.delete(
    '/cart/delete',
    { config: { changes: [] }, schema: { tags, body: cartDeleteInput, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await removeFromCart(app.db, caller(request).userId, request.body.productId, request.body.variantId);
      return { message: API_MESSAGES.productRemoved };
    },
  );
  app.put(
    '/cart/quantity',
    { config: { changes: [] }, schema: { tags, body: cartQuantityInput, response: { 200: cartItem, ...errors } } },
    async (request) =>
      setCartQuantity(app.statements, caller(request).userId, request.body.productId, request.body.quantity, request.body.variantId),
  );
  app.post(
    '/cart/checkout',
    {
      config: { changes: ['stock', 'orders'], rateLimit: checkoutLimit },
      schema: {
        tags,
        body: checkoutPaymentInput,
        response: {
          201: checkoutPlacedResponse,
          202: checkoutRequiresAction,
          402: paymentDeclined,
          ...errors,
          409: checkoutConflict,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const buyerId = caller(request).userId;
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)))
        throw invalidInput(API_MESSAGES.idempotencyKeyInvalid);
      try {
        const outcome = await opts.payments.checkout(buyerId, {
          payment: request.body?.payment,
          shippingAddress: request.body?.shippingAddress,
          expectedTotal: request.body?.expectedTotal,
          shipping: request.body?.shipping,
          couponCode: request.body?.couponCode,
          cartVersions: versionsIn(request.headers['if-match']),
          payOnDeliveryLimitCents: opts.payOnDeliveryLimitCents,
          idempotencyKey: key,
        });
        // Not waited for: this instance's streams hear it at once, and the other instances' news
        // leaves with this write's forget, in the same NOTIFY (decision 191), before the answer.
        if (outcome.kind === 'placed') void app.announce({ placed: outcome.placed });
        return sendOutcome(reply, outcome, 201, API_MESSAGES.orderPlaced);
      } catch (err) {
        // The buyer is shown what changed: the cart as it now stands (and its version) comes with the refusal.
        if (!(err instanceof AppError && (err.reason === PRICES_CHANGED || err.reason === CART_CHANGED))) throw err;
        const cart = await getCart(app.db, buyerId);
        const version = cartEtag(cartVersion(cart));
        return reply.code(409).header('etag', version).send({ message: err.message, cart, cartVersion: version });
      }
    },
  );
};
