import { coupon, couponActiveInput, couponIdParams, couponInput, errorResponse } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CouponOwner, createCoupon, listCoupons, setCouponActive } from '../domain/coupons/store.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * `POST/GET …/coupons` and `PUT …/coupons/{id} { active }` (docs/architecture.md#shipping-and-promotions),
 * registered under the vendor's routes (a shop's own coupons) and the operator's (the platform's):
 * `ownerOf` says whose coupons the caller keeps. Another owner's coupon is 404.
 */
export const couponRoutes: FastifyPluginAsyncZod<{ tags: string[]; ownerOf: (request: FastifyRequest) => CouponOwner }> = async (
  app,
  { tags, ownerOf },
) => {
  app.get('/coupons', { schema: { tags, response: { 200: z.array(coupon), ...errors } } }, async (request) =>
    listCoupons(app.db, ownerOf(request)),
  );
  app.post('/coupons', { schema: { tags, body: couponInput, response: { 201: coupon, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await createCoupon(app.db, ownerOf(request), request.body)),
  );
  app.put(
    '/coupons/:id',
    { schema: { tags, params: couponIdParams, body: couponActiveInput, response: { 200: coupon, ...errors } } },
    async (request) => setCouponActive(app.db, ownerOf(request), request.params.id, request.body.active),
  );
};
