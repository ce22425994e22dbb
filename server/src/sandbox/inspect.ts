import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Statements } from '../db/statements.js';
import { invalidInput, notFound } from '../domain/errors.js';
import type { Operation, SandboxEvent, Transfer } from './api.js';
import type { TestClock } from './clock.js';
import { pspAuthorizations, pspEvents, pspOperations, pspTransfers } from './schema.js';

/** The most transfers one look-up answers, newest first. */
const TRANSFERS_MAX = 100;

/** What the sandbox keeps, read by the keys its other calls take (an idempotency key, an id, a destination). */
export function sandboxLookups(statements: Statements) {
  return {
    async operation(idempotencyKey: string): Promise<Operation | null> {
      const [row] = await statements.rows<Operation>(sql`
        select idempotency_key as "idempotencyKey", authorization_id as "authorizationId", kind, amount_cents::int8 as "amountCents", ok, message
        from ${pspOperations} where idempotency_key = ${idempotencyKey}`);
      return row ? { ...row, amountCents: Number(row.amountCents) } : null;
    },
    async transfers(by: { idempotencyKey?: string; destination?: string }): Promise<Transfer[]> {
      const where = [
        by.idempotencyKey === undefined ? undefined : sql`idempotency_key = ${by.idempotencyKey}`,
        by.destination === undefined ? undefined : sql`destination = ${by.destination}`,
      ].filter((c) => c !== undefined);
      const rows = await statements.rows<Transfer>(sql`
        select id, idempotency_key as "idempotencyKey", amount_cents::int8 as "amountCents", destination from ${pspTransfers}
        where ${sql.join(where, sql` and `)} order by created_at desc, id desc limit ${TRANSFERS_MAX}`);
      return rows.map((t) => ({ ...t, amountCents: Number(t.amountCents) }));
    },
    /** Null: no such authorisation. */
    async events(authorizationId: string): Promise<SandboxEvent[] | null> {
      const [found] = await statements.rows(sql`select 1 from ${pspAuthorizations} where id = ${authorizationId}`);
      if (!found) return null;
      return statements.rows<SandboxEvent>(sql`
        select id, type, delivered_at is not null as delivered from ${pspEvents}
        where authorization_id = ${authorizationId} order by seq`);
    },
  };
}

const tags = ['payments sandbox'];
const key = z.string().min(1).max(200);

/**
 * Look-ups for whoever holds the sandbox's key (the shop's tests, an operator checking a payment),
 * as a provider's dashboard API offers: an operation by its idempotency key, transfers by key or
 * destination, an authorisation's events and whether each was delivered, the test clock; and the
 * clock set back to the real time. Registered inside the sandbox's key-guarded scope.
 */
export const inspectRoutes: FastifyPluginAsyncZod<{ statements: Statements; clock: TestClock }> = async (app, opts) => {
  const lookups = sandboxLookups(opts.statements);
  app.get('/psp/v1/operations', { schema: { tags, querystring: z.object({ idempotencyKey: key }) } }, async (request) => {
    const found = await lookups.operation(request.query.idempotencyKey);
    if (!found) throw notFound('No such operation');
    return found;
  });
  app.get(
    '/psp/v1/transfers',
    { schema: { tags, querystring: z.object({ idempotencyKey: key.optional(), destination: z.string().min(1).max(100).optional() }) } },
    async (request) => {
      if (!request.query.idempotencyKey && !request.query.destination) throw invalidInput('idempotencyKey or destination is required');
      return lookups.transfers(request.query);
    },
  );
  app.get(
    '/psp/v1/authorizations/:id/events',
    { schema: { tags, params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'Not found') }) } },
    async (request) => {
      const events = await lookups.events(request.params.id);
      if (!events) throw notFound('No such authorization');
      return events;
    },
  );
  app.get(
    '/psp/v1/clock',
    { schema: { tags, response: { 200: z.object({ now: z.string(), offsetSeconds: z.number().int() }) } } },
    async () => {
      await opts.clock.refresh();
      const now = opts.clock.now();
      return { now: now.toISOString(), offsetSeconds: opts.clock.offsetSeconds() };
    },
  );
  app.delete('/psp/v1/clock', { schema: { tags } }, async () => {
    await opts.clock.reset();
    return { now: opts.clock.now().toISOString() };
  });
};
