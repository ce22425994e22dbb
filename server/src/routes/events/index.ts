import { API_MESSAGES, errorResponse, eventsTicketResponse } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionKeeper } from '../../auth/tokens.js';
import { rateLimited, unauthenticated } from '../../domain/errors.js';
import type { Stream } from '../../events/hub.js';
import { TICKET_SECONDS, type Tickets } from '../../events/tickets.js';
import { caller, requireSignedIn } from '../../plugins/auth.js';

export interface EventsOptions {
  tickets: Tickets;
  sessions: SessionKeeper;
}

/** Streams one user may hold open on one instance (a tab each). */
const STREAMS_PER_USER = 20;
const tags = ['events'];

/** POST /api/events/ticket, then GET /api/events?ticket=… (server-sent events, DESIGN §11). */
export const eventRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, { tickets, sessions }) => {
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
    { schema: { tags, querystring: z.object({ ticket: z.string().max(2000) }), response: { 401: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      const claims = await tickets.read(request.query.ticket);
      if (!claims || !(await sessions.holds(claims))) throw unauthenticated(API_MESSAGES.sessionInvalid);
      if (app.liveEvents.countFor(claims.userId) >= STREAMS_PER_USER) throw rateLimited(API_MESSAGES.tooManyRequests, 5);
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
      const stream: Stream = {
        userId: claims.userId,
        sessionId: claims.sessionId,
        write: (chunk) => raw.write(chunk),
        end: () => raw.end(),
      };
      app.liveEvents.add(stream);
      request.raw.on('close', () => app.liveEvents.remove(stream));
    },
  );
};
