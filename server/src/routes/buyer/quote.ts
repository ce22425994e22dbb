import { cartQuote, couponCodeField, errorResponse, shippingChoice } from '@seamline/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteCart } from '../../domain/orders/quote-cart.js';
import { caller } from '../../plugins/auth.js';

const tags = ['buyer'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const SHIPPING_KEY = /^shipping\[(.*)\]$/;

/**
 * `?couponCode=SAVE10&shipping[12]=express`: the code, and each `shipping[<vendorId>]` gathered into
 * the choice checkout's body sends as `shipping: { <vendorId>: method }`.
 */
function gather(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const q = query as Record<string, unknown>;
  const shipping = Object.fromEntries(
    Object.entries(q).flatMap(([key, value]) => {
      const vendorId = SHIPPING_KEY.exec(key)?.[1];
      return vendorId === undefined ? [] : [[vendorId, value]];
    }),
  );
  return { couponCode: q.couponCode || undefined, shipping };
}

export const cartQuoteQuery = z.preprocess(gather, z.object({ couponCode: couponCodeField.optional(), shipping: shippingChoice }));

/** The cart's quote (docs/architecture.md#shipping-and-promotions), under the buyer routes' guard. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart/quote', { schema: { tags, querystring: cartQuoteQuery, response: { 200: cartQuote, ...errors } } }, async (request) =>
    quoteCart(app, caller(request).userId, request.query, app.dueTimers.now()),
  );
};
