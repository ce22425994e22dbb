import {
  buyerPayment,
  errorResponse,
  PAYMENT_TEXTS,
  paymentConfirmed,
  paymentDeclined,
  paymentIdParams,
  paymentsConfig,
  SANDBOX_TEST_CARDS,
} from '@seamline/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutOutcome, Payments } from '../payments/checkout/checkout.js';
import { ProviderUnavailable, WebhookRefused } from '../payments/provider.js';
import { caller, requireRole } from '../plugins/auth.js';

const tags = ['payments'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * Sends a checkout's or a confirmation's outcome: placed (with `placedStatus`), 202 for 3-D
 * Secure, 402 declined with the provider's message, 409 voided (a line sold out meanwhile).
 */
export function sendOutcome(reply: FastifyReply, outcome: CheckoutOutcome, placedStatus: 200 | 201, message: string) {
  switch (outcome.kind) {
    case 'placed':
      return reply.code(placedStatus).send({ message, orderIds: outcome.orderIds, payment: outcome.payment });
    case 'requires_action':
      return reply
        .code(202)
        .send({ payment: { paymentId: outcome.paymentId, status: 'requires_action', redirectUrl: outcome.redirectUrl } });
    case 'declined':
      return reply.code(402).send({ message: outcome.message, paymentId: outcome.paymentId });
    case 'voided':
      return reply.code(409).send({ message: outcome.message });
  }
}

/** The buyer's payment calls (under /api/buyer). */
export const buyerPaymentRoutes: FastifyPluginAsyncZod<{ payments: Payments; placedMessage: string }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('buyer'));
  app.get(
    '/payments/:paymentId',
    { config: { changes: [] }, schema: { tags, params: paymentIdParams, response: { 200: buyerPayment, ...errors } } },
    async (request) => opts.payments.get(caller(request).userId, request.params.paymentId),
  );
  app.post(
    '/payments/:paymentId/confirm',
    {
      config: { changes: ['stock', 'orders'] },
      schema: { tags, params: paymentIdParams, response: { 200: paymentConfirmed, 402: paymentDeclined, ...errors } },
    },
    async (request, reply) => {
      const outcome = await opts.payments.confirm(caller(request).userId, request.params.paymentId);
      // Not waited for, as checkout's (routes/buyer/account.ts).
      if (outcome.kind === 'placed') void app.announce({ placed: outcome.placed });
      return sendOutcome(reply, outcome, 200, opts.placedMessage);
    },
  );
};

/** What the checkout page offers, and the provider's webhooks (under /api/payments). */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments; payOnDelivery: boolean }> = async (app, opts) => {
  const sandbox = opts.payments.provider.name === 'sandbox';
  app.get('/config', { schema: { tags, response: { 200: paymentsConfig } } }, async () => ({
    provider: opts.payments.provider.name,
    sandbox,
    payOnDelivery: opts.payOnDelivery,
    tokenUrl: sandbox ? '/psp/v1/tokens' : null,
    testCards: sandbox ? SANDBOX_TEST_CARDS.map((c) => ({ ...c })) : [],
  }));

  // The signature is over the bytes sent: this scope keeps the body as text.
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    hooks.post(
      `/webhooks/${opts.payments.provider.name}`,
      {
        // Most webhooks only confirm what the checkout already wrote: kept answers are forgotten below, only when one settled something.
        config: { changes: [] },
        schema: { tags, response: { 200: z.object({ received: z.boolean() }), 400: errorResponse, 503: errorResponse } },
      },
      async (request, reply) => {
        let events: ReturnType<Payments['provider']['verifyWebhook']>;
        try {
          events = opts.payments.provider.verifyWebhook(typeof request.body === 'string' ? request.body : '', request.headers);
        } catch (err) {
          if (err instanceof WebhookRefused) {
            request.log.warn({ reason: err.message }, 'payment webhook refused');
            return reply.code(400).send({ message: 'Invalid signature' });
          }
          throw err;
        }
        const { outcome, error } = await opts.payments.onWebhooks(events);
        if (outcome === 'settled') await app.kept.forget(['stock', 'orders']);
        if (error) {
          // The provider could not be asked: not handled, so it delivers them again.
          if (!(error instanceof ProviderUnavailable)) throw error;
          request.log.warn({ eventIds: events.map((e) => e.id) }, 'payment webhook left for redelivery: the provider did not answer');
          return reply.code(503).send({ message: PAYMENT_TEXTS.providerUnavailable });
        }
        return { received: true };
      },
    );
  });
};
