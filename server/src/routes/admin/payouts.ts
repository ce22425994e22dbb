import {
  errorResponse,
  fromCents,
  ledgerCheck,
  PAYOUTS_PAGE,
  payout,
  payoutList,
  payoutParams,
  payoutRun,
  payoutsQuery,
  payoutUpdate,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkLedger } from '../../domain/ledger/check-ledger.js';
import { listPayouts, settlePayout } from '../../domain/ledger/payouts.js';
import { pageOf } from '../../domain/paging.js';
import { runPayoutsWithTransfers } from '../../payments/payouts.js';
import { caller } from '../../plugins/auth.js';
import { errors, tags } from './errors.js';
import type { AdminRouteOptions } from './errors.js';

/** Payouts and the ledger's check (docs/architecture.md#money-and-operator); every change audited. */
export const payoutsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, opts) => {
  const minimum = opts.payoutMinimumCents;
  app.post('/payouts/run', { schema: { tags, response: { 200: payoutRun, ...errors } } }, async (request) => {
    const run = await runPayoutsWithTransfers(app.money, caller(request).userId, minimum, new Date(opts.now()));
    return { payouts: run.payouts, minimum: fromCents(minimum), leftOut: run.leftOut };
  });
  app.get('/payouts', { schema: { tags, querystring: payoutsQuery, response: { 200: payoutList, ...errors } } }, async (request, reply) =>
    reply.sendPage(await listPayouts(app.db, pageOf(request.query, PAYOUTS_PAGE))),
  );
  app.put(
    '/payouts/:id',
    { schema: { tags, params: payoutParams, body: payoutUpdate, response: { 200: payout, ...errors, 409: errorResponse } } },
    async (request) => settlePayout(app.db, caller(request).userId, request.params.id, request.body.status, new Date(opts.now())),
  );
  app.get('/ledger/check', { schema: { tags, response: { 200: ledgerCheck, ...errors } } }, async () => checkLedger(app.db));
};
