import { MODERATION_MESSAGES } from '@seamline/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { shopSuspended } from '../../domain/admin/vendors.js';
import { forbidden } from '../../domain/errors.js';
import { caller } from '../../plugins/auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A vendor write a suspended shop may still make: work on orders already placed (decision 156). */
    goesOnWhileSuspended?: boolean;
  }
}

/**
 * An onRequest hook after `requireRole('vendor')`: a suspended shop's writes answer 403 'Your shop
 * is suspended' (docs/architecture.md#money-and-operator) — its catalogue, variants, images, size charts and profile — before
 * the body is read. Reads stay open, so the vendor still sees its orders and shop, and order work
 * goes on (orders already placed go on).
 */
export const refuseSuspendedShop = (db: Db) => async (request: FastifyRequest) => {
  if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config?.goesOnWhileSuspended) return;
  if (await shopSuspended(db, caller(request).userId)) throw forbidden(MODERATION_MESSAGES.shopSuspended);
};
