import {
  createReturnInput,
  createReturnResponse,
  errorResponse,
  productIdParams,
  productReturnStatsList,
  returnDisputeInput,
  returnIdParams,
  returnList,
  returnReceiveInput,
  returnRejectInput,
  refundPaidInput,
  returnResolveInput,
  returnSchema,
  returnShippedInput,
  returnStatusQuery,
  stockHistory,
  vendorReturnsQuery,
} from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReturn } from '../../domain/returns/create-return.js';
import {
  approveReturn,
  cancelReturn,
  disputeReturn,
  markRefundPaid,
  markReturnShipped,
  receiveReturn,
  rejectReturn,
  resolveReturn,
} from '../../domain/returns/move-return.js';
import { findReturns, getReturn, publicReturn, statusFilter } from '../../domain/returns/read-returns.js';
import { productReturnStats, stockHistoryOf } from '../../domain/returns/stock-history.js';
import { RETURN_CHANGES } from '../../domain/returns/return-money.js';
import { caller, requireRole } from '../../plugins/auth.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const params = returnIdParams;

/**
 * What each audience's return routes share: the due timers' clock, the caller, the return as it
 * answers after a move (announced to open pages first), and the tables a move changes.
 */
function returnRouteKit(app: FastifyInstance) {
  return {
    now: () => app.dueTimers.now(),
    me: (request: FastifyRequest) => caller(request).userId,
    answer: async (id: number) => {
      await app.announce({ returnOf: id });
      return publicReturn(await getReturn(app.db, id));
    },
    changes: { changes: RETURN_CHANGES } as const,
  };
}

/**
 * Returns and exchanges (docs/architecture.md#returns), one plugin per audience under its prefix: the buyer's
 * (`/api/buyer/returns…`), the vendor's (`/api/vendors/returns…`, stock history, return figures)
 * and the operator's (`/api/admin/returns…`). Times are the due timers' clock, so the sandbox's test
 * clock moves the window and the deadlines as it moves the timers.
 */
export const buyerReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('buyer'));
  const tags = ['buyer'];
  const { now, me, answer, changes } = returnRouteKit(app);

  app.get('/returns', { schema: { tags, response: { 200: returnList, ...errors } } }, async (request) =>
    (await findReturns(app.db, sql`r.buyer_id = ${me(request)}`)).map(publicReturn),
  );
  app.post(
    '/returns',
    { config: changes, schema: { tags, body: createReturnInput, response: { 201: createReturnResponse, ...errors } } },
    async (request, reply) => {
      const made = await createReturn(app.db, me(request), request.body, now());
      await app.announce({ returnOf: made.returnId });
      return reply.code(201).send({ returnId: made.returnId, status: 'requested' as const });
    },
  );
  app.post(
    '/returns/:id/shipped',
    { config: changes, schema: { tags, params, body: returnShippedInput, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      await markReturnShipped(app.db, me(request), request.params.id, request.body.trackingNumber ?? null, now());
      return answer(request.params.id);
    },
  );
  app.post(
    '/returns/:id/cancel',
    { config: changes, schema: { tags, params, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      await cancelReturn(app.db, me(request), request.params.id, now());
      return answer(request.params.id);
    },
  );
  app.post(
    '/returns/:id/dispute',
    { config: changes, schema: { tags, params, body: returnDisputeInput, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      await disputeReturn(app.db, me(request), request.params.id, request.body.message, now());
      return answer(request.params.id);
    },
  );
};

export const vendorReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('vendor'));
  const tags = ['vendor'];
  const { now, me, answer, changes } = returnRouteKit(app);

  // `code`: the return a slip's code stands for, as the vendor types or scans it at receipt (decision 222).
  app.get('/returns', { schema: { tags, querystring: vendorReturnsQuery, response: { 200: returnList, ...errors } } }, async (request) => {
    const { status, code } = request.query;
    const byCode = code === undefined ? sql`true` : sql`r.id = ${code}`;
    return (await findReturns(app.db, sql`r.vendor_id = ${me(request)} and ${statusFilter(status)} and ${byCode}`)).map(publicReturn);
  });
  app.post(
    '/returns/:id/approve',
    { config: changes, schema: { tags, params, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      await approveReturn(app.db, { role: 'vendor', userId: me(request) }, request.params.id, now());
      return answer(request.params.id);
    },
  );
  app.post(
    '/returns/:id/reject',
    { config: changes, schema: { tags, params, body: returnRejectInput, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      await rejectReturn(app.db, me(request), request.params.id, request.body.reason, now());
      return answer(request.params.id);
    },
  );
  app.post(
    '/returns/:id/receive',
    { config: changes, schema: { tags, params, body: returnReceiveInput, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      const settled = await receiveReturn(app.db, me(request), request.params.id, request.body, now());
      await app.returnMoney.afterSettled(settled, now());
      if (settled.exchangeOrderId) await app.announce({ statusOf: settled.exchangeOrderId });
      return publicReturn(await getReturn(app.db, request.params.id));
    },
  );
  app.get(
    '/products/:productId/stockHistory',
    { schema: { tags, params: productIdParams, response: { 200: stockHistory, ...errors } } },
    async (request) => stockHistoryOf(app.db, me(request), request.params.productId),
  );
  // The product table's return rate and top reason per product (docs/architecture.md#returns).
  app.get('/returnStats', { schema: { tags, response: { 200: productReturnStatsList, ...errors } } }, async (request) =>
    productReturnStats(app.db, me(request)),
  );
};

export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const tags = ['admin'];
  const { now, me, answer } = returnRouteKit(app);
  app.get('/returns', { schema: { tags, querystring: returnStatusQuery, response: { 200: returnList, ...errors } } }, async (request) =>
    (await findReturns(app.db, statusFilter(request.query.status))).map(publicReturn),
  );
  app.post(
    '/returns/:id/resolve',
    { config: { changes: ['orders'] }, schema: { tags, params, body: returnResolveInput, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      const { outcome, note } = request.body;
      const settled = await resolveReturn(app.db, me(request), request.params.id, outcome, note, now());
      await app.returnMoney.afterSettled(settled, now());
      return publicReturn(await getReturn(app.db, request.params.id));
    },
  );
  // A refund owed to a pay-on-delivery buyer, paid by hand: its reference recorded (decision 205).
  app.post(
    '/returns/:id/refund-paid',
    { config: { changes: ['orders'] }, schema: { tags, params, body: refundPaidInput, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      await markRefundPaid(app.db, me(request), request.params.id, request.body.reference, now());
      return answer(request.params.id);
    },
  );
};
