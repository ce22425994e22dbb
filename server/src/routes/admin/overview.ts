import { adminOverview, adminOverviewQuery } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview as overviewOf } from '../../domain/admin/overview.js';
import { type AdminRouteOptions, errors, tags } from './errors.js';

export const overviewRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.get(
    '/overview',
    { schema: { tags, querystring: adminOverviewQuery, response: { 200: adminOverview, ...errors } } },
    async (request) => overviewOf(app.db, request.query.period, new Date(opts.now()), opts.payoutMinimumCents),
  );
};
