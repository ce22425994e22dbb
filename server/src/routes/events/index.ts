import { API_MESSAGES, errorResponse, eventsTicketResponse } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited, unauthenticated, unavailable } from '../../domain/errors.js';
import type { Stream } from '../../events/hub.js';
import { TICKET_SECONDS, type Tickets } from '../../events/tickets.js';
import { caller, requireSignedIn } from '../../plugins/auth.js';

export interface EventsOptions {
  tickets: Tickets;
  /** Streams one client address may hold open on one instance. */
  perClient: number;
  /** Streams one instance holds open at most. */
  max: number;
  now: () => number;
}

/** Streams one user may hold open on one instance (a tab each). */
const STREAMS_PER_USER = 20;
/** When a refused stream may try again. */
const RETRY_SECONDS = 5;
const tags = ['events'];

/** POST /api/events/ticket, then GET /api/events?ticket=… (server-sent events, docs/architecture.md#accounts-mail-live). */
export const eventRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, { tickets, perClient, max, now }) => {
  /** Refuses a stream over a cap: all streams here (503), this client's, this user's (429). */
  const refuseOverCaps = (address: string, userId?: number) => {
    if (app.liveEvents.size >= max) throw unavailable(API_MESSAGES.liveUpdatesBusy, RETRY_SECONDS);
    if (app.liveEvents.countFrom(address) >= perClient) throw rateLimited(API_MESSAGES.tooManyRequests, RETRY_SECONDS);
    if (userId !== undefined && app.liveEvents.countFor(userId) >= STREAMS_PER_USER)
      throw rateLimited(API_MESSAGES.tooManyRequests, RETRY_SECONDS);
  };

  app.post(
    '/ticket',
    { onRequest: requireSignedIn, config: { changes: [] }, schema: { tags, response: { 200: eventsTicketResponse, 401: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ticket: await tickets.issue(caller(request)), expiresInSeconds: TICKET_SECONDS };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
        response: { 401: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      if (!ticket) throw unauthenticated(API_MESSAGES.unauthorized);
      // Counted before the ticket is spent, so a refused stream costs no database work, and again
      // after (nothing awaited from there to `add`), so streams opened at once cannot pass a cap together.
      refuseOverCaps(request.ip);
      const claims = await tickets.redeem(ticket);
      if (!claims || claims.expiresAt <= now() || !(await app.tokens.isOpen(claims))) throw unauthenticated(API_MESSAGES.sessionInvalid);
      refuseOverCaps(request.ip, claims.userId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // nginx would otherwise hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const { userId, role, sessionId, expiresAt } = claims;
      const stream: Stream = {
        userId,
        role,
        sessionId,
        expiresAt,
        address: request.ip,
        write: (chunk) => raw.write(chunk),
        end: () => raw.end(),
      };
      app.liveEvents.add(stream);
      request.raw.on('close', () => app.liveEvents.remove(stream));
    },
  );
};
