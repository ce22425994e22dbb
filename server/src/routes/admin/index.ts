import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.js';
import { auditRoutes } from './audit.js';
import type { AdminRouteOptions } from './errors.js';
import { moderationRoutes } from './moderation.js';
import { overviewRoutes } from './overview.js';
import { payoutsRoutes } from './payouts.js';
import { vendorsRoutes } from './vendors.js';
import { couponRoutes } from '../coupons.js';

/** The operator's API (docs/architecture.md#money-and-operator): every route needs an admin's token (401 without one, 403 for others). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.addHook('onRequest', requireRole('admin'));
  // Not `opts` itself: it carries this plugin's prefix, which the children would add again.
  const own = { now: opts.now, payoutMinimumCents: opts.payoutMinimumCents };
  await app.register(overviewRoutes, own);
  await app.register(vendorsRoutes, own);
  await app.register(auditRoutes, own);
  await app.register(payoutsRoutes, own);
  await app.register(moderationRoutes, own);
  await app.register(couponRoutes, { tags: ['admin'], ownerOf: () => ({ vendorId: null }) });
};
