import {
  errorResponse,
  LEDGER_PAGE,
  ledgerEntryList,
  ledgerQuery,
  PAYOUTS_PAGE,
  payoutList,
  payoutsQuery,
  vendorBalance,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorPayouts } from '../../domain/ledger/payouts.js';
import { vendorBalance as balanceOf, vendorLedger } from '../../domain/ledger/vendor-ledger.js';
import { pageOf } from '../../domain/paging.js';
import { caller } from '../../plugins/auth.js';

const tags = ['vendor'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The vendor's Earnings (docs/architecture.md#money-and-operator): balance, ledger and payouts, under the vendor routes' guard. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: Parameters<typeof caller>[0]) => caller(request).userId;
  app.get('/balance', { schema: { tags, response: { 200: vendorBalance, ...errors } } }, async (request) => balanceOf(app.db, me(request)));
  app.get(
    '/ledger',
    { schema: { tags, querystring: ledgerQuery, response: { 200: ledgerEntryList, ...errors } } },
    async (request, reply) => reply.sendPage(await vendorLedger(app.db, me(request), pageOf(request.query, LEDGER_PAGE))),
  );
  app.get('/payouts', { schema: { tags, querystring: payoutsQuery, response: { 200: payoutList, ...errors } } }, async (request, reply) =>
    reply.sendPage(await vendorPayouts(app.db, me(request), pageOf(request.query, PAYOUTS_PAGE))),
  );
};
