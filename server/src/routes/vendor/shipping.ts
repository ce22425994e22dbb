import { errorResponse, shippingProfile } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShippingProfile, setShippingProfile } from '../../domain/shipping/shipping-profiles.js';
import { caller } from '../../plugins/auth.js';

const tags = ['vendor'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The shop's delivery profile (docs/architecture.md#shipping-and-promotions), under the vendor routes' guard. */
export const shippingRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, opts) => {
  const me = (request: Parameters<typeof caller>[0]) => caller(request).userId;
  app.get('/shipping', { schema: { tags, response: { 200: shippingProfile, ...errors } } }, async (request) =>
    getShippingProfile(app.statements, me(request)),
  );
  app.put('/shipping', { schema: { tags, body: shippingProfile, response: { 200: shippingProfile, ...errors } } }, async (request) =>
    setShippingProfile(app.db, me(request), request.body, new Date(opts.now())),
  );
};
