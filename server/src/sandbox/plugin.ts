import { timingSafeEqual } from 'node:crypto';
import { PAYMENT_TEXTS, pspChallengeInput, pspClockInput, pspClockResponse, pspTokenInput, pspTokenResponse } from '@seamline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidInput, notFound, unauthenticated } from '../domain/errors.js';
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

/** What every group of the sandbox's routes shares. */
interface Context {
  opts: SandboxOptions;
  store: SandboxStore;
  controls: SandboxControls;
  stalled(): Promise<void>;
  requireKey(request: FastifyRequest): Promise<void>;
  /** After a call that made events: deliver them, before answering in `before_client` mode. */
  afterEvents(): Promise<void>;
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = String(request.headers['idempotency-key'] ?? '');
  if (!/^[\w:.-]{1,200}$/.test(key)) throw invalidInput('Idempotency-Key is required');
  return key;
}

function context(app: FastifyInstance, opts: SandboxOptions): Context {
  const store = sandboxStore(app.statements, opts.clock.now);
  let stall: { count: number; gate: Promise<void> } = { count: 0, gate: Promise.resolve() };
  const controls: SandboxControls = {
    clock: opts.clock,
    apiKey: opts.secret,
    webhooks: opts.webhooks,
    store,
    authorizeCalls: 0,
    retrieveCalls: 0,
    stallAuthorizations(count) {
      let resume = () => {};
      stall = { count, gate: new Promise<void>((resolve) => (resume = resolve)) };
      return { resume };
    },
  };
  const key = Buffer.from(opts.secret);
  return {
    opts,
    store,
    controls,
    async stalled() {
      if (stall.count <= 0) return;
      stall.count -= 1;
      await stall.gate;
    },
    async requireKey(request) {
      const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (given.length !== key.length || !timingSafeEqual(given, key)) throw unauthenticated('Invalid API key');
    },
    async afterEvents() {
      if (opts.webhooks.mode === 'before_client') await opts.webhooks.deliver();
      else void opts.webhooks.deliver();
    },
  };
}

/** Authorisations and the money moved on them: key-guarded, once per Idempotency-Key. */
function authorizationRoutes(ctx: Context, statements: FastifyInstance['statements']): FastifyPluginAsyncZod {
  const { store, controls } = ctx;
  const found = <T>(value: T | null): T => {
    if (!value) throw notFound('No such authorization');
    return value;
  };
  return async (api) => {
    api.addHook('onRequest', ctx.requireKey);
    await api.register(inspectRoutes, { statements, clock: ctx.opts.clock });
    api.post('/psp/v1/authorizations', { config, schema: { tags, body: authorizeBody } }, async (request, reply) => {
      controls.authorizeCalls += 1;
      const made = await store.authorize({ key: idempotencyKeyOf(request), ...request.body });
      if (!made) throw invalidInput(PAYMENT_TEXTS.tokenInvalid);
      await ctx.afterEvents();
      await ctx.stalled();
      return reply.send(made);
    });
    api.get(
      '/psp/v1/authorizations',
      { schema: { tags, querystring: z.object({ idempotencyKey: z.string().max(200) }) } },
      async (request, reply) => reply.send(found(await store.findByKey(request.query.idempotencyKey))),
    );
    api.get('/psp/v1/authorizations/:id', { schema: { tags, params: authId } }, async (request, reply) => {
      controls.retrieveCalls += 1;
      return reply.send(found(await store.retrieve(request.params.id)));
    });
    api.post('/psp/v1/authorizations/:id/confirm', { config, schema: { tags, params: authId } }, async (request, reply) =>
      reply.send(found(await store.retrieve(request.params.id))),
    );
    for (const kind of ['capture', 'void', 'refund'] as const) {
      api.post(
        `/psp/v1/authorizations/:id/${kind}s`,
        { config, schema: { tags, params: authId, body: amountBody, response: { 200: moneyResult } } },
        async (request, reply) => {
          const result = found(await store[kind](request.params.id, request.body.amountCents, idempotencyKeyOf(request)));
          await ctx.afterEvents();
          return reply.send(result);
        },
      );
    }
  };
}

/** Payouts (docs/architecture.md#money-and-operator): a transfer to a vendor's bank, once per key. */
const transferRoutes =
  (ctx: Context): FastifyPluginAsyncZod =>
  async (api) => {
    api.addHook('onRequest', ctx.requireKey);
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
      async (request) => ({
        ok: true as const,
        id: await ctx.store.transfer(idempotencyKeyOf(request), request.body.amountCents, request.body.destination),
      }),
    );
  };

/** The 3-D Secure page and the buyer's answer on it (a plain form, or JSON). */
const challengeRoutes =
  (ctx: Context): FastifyPluginAsyncZod =>
  async (api) => {
    api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    api.get('/psp/challenge/:id', { schema: { hide: true, params: authId } }, async (request, reply) => {
      const found = await ctx.store.challenge(request.params.id);
      if (!found) throw notFound('No such authorization');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(challengePage(request.params.id, found.amountCents, found.status === 'requires_action'));
    });
    api.post('/psp/v1/challenges/:id', { config, schema: { tags, params: authId, body: pspChallengeInput } }, async (request, reply) => {
      const row = await ctx.store.answerChallenge(request.params.id, request.body.outcome === 'approve');
      if (!row) throw notFound('No such authorization');
      await ctx.afterEvents();
      // The page's form: back to the shop; a JSON caller gets the state.
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && row.returnUrl)
        return reply.redirect(row.returnUrl, 303);
      return reply.send({ status: row.status, returnUrl: row.returnUrl });
    });
  };

/** The test clock moves every money and return timer: only a holder of the key may move it. */
const clockRoutes =
  (ctx: Context): FastifyPluginAsyncZod =>
  async (api) => {
    api.addHook('onRequest', ctx.requireKey);
    api.post('/psp/v1/clock', { schema: { tags, body: pspClockInput, response: { 200: pspClockResponse } } }, async (request) => {
      const now = await ctx.opts.clock.advance(request.body.advanceSeconds);
      await ctx.store.expireDue();
      // Every timer then due has run once its webhook has been handled by the shop.
      await ctx.opts.webhooks.deliver();
      await ctx.opts.afterAdvance?.();
      return { now: now.toISOString() };
    });
  };

const sandboxRoutes: FastifyPluginAsyncZod<SandboxOptions> = async (app, opts) => {
  const ctx = context(app as FastifyInstance, opts);
  (app as FastifyInstance).decorate('psp', ctx.controls);

  app.post('/psp/v1/tokens', { config, schema: { tags, body: pspTokenInput, response: { 200: pspTokenResponse } } }, async (request) => {
    const card = readCard(request.body, opts.clock.now());
    if ('message' in card) throw invalidInput(card.message);
    return { token: await ctx.store.createToken(card), last4: card.last4, brand: card.brand };
  });
  await app.register(authorizationRoutes(ctx, app.statements));
  await app.register(transferRoutes(ctx));
  await app.register(challengeRoutes(ctx));
  await app.register(clockRoutes(ctx));
};

/** Registered at the root, so `app.psp` reaches the tests; its key-guarded routes keep their own scope. */
export const sandboxPlugin = fp(sandboxRoutes, { name: 'payments-sandbox' });
