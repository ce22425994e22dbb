import { AUDIT_PAGE, auditList, auditQuery } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../domain/audit/audit.js';
import { pageOf } from '../../domain/paging.js';
import { type AdminRouteOptions, errors, tags } from './errors.js';

export const auditRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app) => {
  app.get('/audit', { schema: { tags, querystring: auditQuery, response: { 200: auditList, ...errors } } }, async (request, reply) =>
    reply.sendPage(await listAudit(app.db, pageOf(request.query, AUDIT_PAGE))),
  );
};
