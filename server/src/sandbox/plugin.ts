import { timingSafeEqual } from 'node:crypto';
import { PAYMENT_TEXTS, pspChallengeInput, pspClockInput, pspClockResponse, pspTokenInput, pspTokenResponse } from '@seamline/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidInput, notFound, unauthenticated } from '../domain/errors.js';
import type { MoneyResult } from './api.js';
import { readCard } from './cards.js';
import { challengePage } from './challenge-page.js';
import type { TestClock } from './clock.js';
import { inspectRoutes } from './inspect.js';
import { type SandboxStore, sandboxStore } from './store.js';
import type { WebhookSender } from './webhooks.js';

/** What tests reach of the sandbox: its clock, its webhooks, and a switch that stalls its answers. */
export interface SandboxControls {
  clock: TestClock;
  /** The key its money routes and its clock ask for (`Authorization: Bearer <key>`): the shop's PAYMENTS_WEBHOOK_SECRET. */
  apiKey: string;
  webhooks: WebhookSender;
  store: SandboxStore;
  /** The next `count` authorisations are made but answered only once `resume()` is called. */
  stallAuthorizations(count: number): { resume(): void };
  /** How many authorisation requests reached the sandbox. */
  authorizeCalls: number;
  /** How many times the shop asked for an authorisation's state (retrieve). */
  retrieveCalls: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox provider, when it is the provider (server/src/sandbox). */
    psp?: SandboxControls;
  }
}

const tags = ['payments sandbox'];
const authId = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'Not found') });
const amountBody = z.object({ amountCents: z.number().int().min(1).max(1_000_000_000) });
const authorizeBody = amountBody.extend({
  token: z.string().min(1).max(255),
  paymentId: z.string().min(1).max(64),
  returnUrl: z.string().max(500),
});
const moneyResult = z.object({ ok: z.boolean(), message: z.string().optional() });
/**
 * A call that writes only the provider's own tables: no kept answer of the shop reads them, so
 * served by the shop's process (the embedded default) it forgets none. What its webhooks change,
 * the shop's webhook route forgets itself.
 */
const config = { changes: [] };

/**
 * The sandbox payment provider (docs/architecture.md#payments): its own routes under /psp/v1 and its own tables,
 * mounted only when it is the provider. The shop calls it over HTTP like a remote provider, with
 * the shared secret as its API key; the browser posts cards to its token endpoint.
 */
interface SandboxOptions {
  secret: string;
  clock: TestClock;
  webhooks: WebhookSender;
  /** Runs the shop's timers then due (payments/due-timers.ts) once the clock has moved. */
  afterAdvance?: () => Promise<void>;
}

const sandboxRoutes: FastifyPluginAsyncZod<SandboxOptions> = async (app, opts) => {
  const store = sandboxStore(app.statements, opts.clock.now);
  let stalled: { count: number; gate: Promise<void> } = { count: 0, gate: Promise.resolve() };
  const controls: SandboxControls = {
    clock: opts.clock,
    apiKey: opts.secret,
    webhooks: opts.webhooks,
    store,
    authorizeCalls: 0,
    retrieveCalls: 0,
    stallAuthorizations(count) {
      let resume = () => {};
      stalled = { count, gate: new Promise<void>((resolve) => (resume = resolve)) };
      return { resume };
    },
  };
  (app as FastifyInstance).decorate('psp', controls);

  // The 3-D Secure page posts a plain form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const key = Buffer.from(opts.secret);
  const requireKey = async (request: FastifyRequest) => {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (given.length !== key.length || !timingSafeEqual(given, key)) throw unauthenticated('Invalid API key');
  };
  /** After a call that made events: deliver them, before answering in `before_client` mode. */
  const afterEvents = async () => {
    if (opts.webhooks.mode === 'before_client') await opts.webhooks.deliver();
    else void opts.webhooks.deliver();
  };
  const money = async (reply: FastifyReply, result: MoneyResult | null) => {
    if (!result) throw notFound('No such authorization');
    await afterEvents();
    return reply.send(result);
  };

  app.post('/psp/v1/tokens', { config, schema: { tags, body: pspTokenInput, response: { 200: pspTokenResponse } } }, async (request) => {
    const card = readCard(request.body, opts.clock.now());
    if ('message' in card) throw invalidInput(card.message);
    return { token: await store.createToken(card), last4: card.last4, brand: card.brand };
  });

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', requireKey);
    await api.register(inspectRoutes, { statements: app.statements, clock: opts.clock });
    api.post('/psp/v1/authorizations', { config, schema: { tags, body: authorizeBody } }, async (request, reply) => {
      controls.authorizeCalls += 1;
      const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
      if (!/^[\w:.-]{1,200}$/.test(idempotencyKey)) throw invalidInput('Idempotency-Key is required');
      const made = await store.authorize({ key: idempotencyKey, ...request.body });
      if (!made) throw invalidInput(PAYMENT_TEXTS.tokenInvalid);
      await afterEvents();
      if (stalled.count > 0) {
        stalled.count -= 1;
        await stalled.gate;
      }
      return reply.send(made);
    });
    api.get(
      '/psp/v1/authorizations',
      { schema: { tags, querystring: z.object({ idempotencyKey: z.string().max(200) }) } },
      async (request, reply) => {
        const found = await store.findByKey(request.query.idempotencyKey);
        if (!found) throw notFound('No such authorization');
        return reply.send(found);
      },
    );
    api.get('/psp/v1/authorizations/:id', { schema: { tags, params: authId } }, async (request, reply) => {
      controls.retrieveCalls += 1;
      const found = await store.retrieve(request.params.id);
      if (!found) throw notFound('No such authorization');
      return reply.send(found);
    });
    api.post('/psp/v1/authorizations/:id/confirm', { config, schema: { tags, params: authId } }, async (request, reply) => {
      const found = await store.retrieve(request.params.id);
      if (!found) throw notFound('No such authorization');
      return reply.send(found);
    });
    for (const kind of ['capture', 'void', 'refund'] as const) {
      api.post(
        `/psp/v1/authorizations/:id/${kind}s`,
        { config, schema: { tags, params: authId, body: amountBody, response: { 200: moneyResult } } },
        async (request, reply) => {
          const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
          if (!/^[\w:.-]{1,200}$/.test(idempotencyKey)) throw invalidInput('Idempotency-Key is required');
          return money(reply, await store[kind](request.params.id, request.body.amountCents, idempotencyKey));
        },
      );
    }
  });

  // Payouts (docs/architecture.md#money-and-operator): a transfer to a vendor's bank, once per key.
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', requireKey);
    api.post(
      '/psp/v1/transfers',
      {
        config,
        schema: {
          tags,
          body: amountBody.extend({ destination: z.string().min(1).max(100) }),
          response: { 200: z.object({ ok: z.literal(true), id: z.string() }) },
        },
      },
      async (request) => {
        const idempotencyKey = String(request.headers['idempotency-key'] ?? '');
        if (!/^[\w:.-]{1,200}$/.test(idempotencyKey)) throw invalidInput('Idempotency-Key is required');
        return { ok: true as const, id: await store.transfer(idempotencyKey, request.body.amountCents, request.body.destination) };
      },
    );
  });

  app.get('/psp/challenge/:id', { schema: { hide: true, params: authId } }, async (request, reply) => {
    const found = await store.challenge(request.params.id);
    if (!found) throw notFound('No such authorization');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(challengePage(request.params.id, found.amountCents, found.status === 'requires_action'));
  });
  app.post('/psp/v1/challenges/:id', { config, schema: { tags, params: authId, body: pspChallengeInput } }, async (request, reply) => {
    const row = await store.answerChallenge(request.params.id, request.body.outcome === 'approve');
    if (!row) throw notFound('No such authorization');
    await afterEvents();
    // The page's form: back to the shop; a JSON caller gets the state.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && row.returnUrl)
      return reply.redirect(row.returnUrl, 303);
    return reply.send({ status: row.status, returnUrl: row.returnUrl });
  });

  // The test clock moves every money and return timer: only a holder of the key may move it.
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', requireKey);
    api.post('/psp/v1/clock', { schema: { tags, body: pspClockInput, response: { 200: pspClockResponse } } }, async (request) => {
      const now = await opts.clock.advance(request.body.advanceSeconds);
      await store.expireDue();
      // Every timer then due has run once its webhook has been handled by the shop.
      await opts.webhooks.deliver();
      await opts.afterAdvance?.();
      return { now: now.toISOString() };
    });
  });
};

/** Registered at the root, so `app.psp` reaches the tests; its key-guarded routes keep their own scope. */
export const sandboxPlugin = fp(sandboxRoutes, { name: 'payments-sandbox' });
