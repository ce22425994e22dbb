import { adminVendor, adminVendorList, adminVendorParams, adminVendorUpdate } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listVendors, updateVendor } from '../../domain/admin/vendors.js';
import { caller } from '../../plugins/auth.js';
import { type AdminRouteOptions, errors, tags } from './errors.js';

export const vendorsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  app.get('/vendors', { schema: { tags, response: { 200: adminVendorList, ...errors } } }, async () => listVendors(app.db));
  app.put(
    '/vendors/:id',
    {
      // A suspension takes the shop's products out of every kept list and page and every instance's filters index.
      config: { changes: ['catalogue', 'accounts'] },
      schema: { tags, params: adminVendorParams, body: adminVendorUpdate, response: { 200: adminVendor, ...errors } },
    },
    async (request) => {
      const vendor = await updateVendor(app.db, caller(request).userId, request.params.id, request.body, new Date(opts.now()));
      // The vendor's open screens follow at once (a status sent unchanged tells them nothing new, harmlessly).
      if (request.body.status !== undefined) await app.announce({ shopOf: vendor.id });
      return vendor;
    },
  );
};
