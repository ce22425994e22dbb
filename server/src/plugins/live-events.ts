import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PlacedOrder } from '../domain/orders/place-orders.js';
import { announcePlaced, announceStatus } from '../events/announce.js';
import { type Envelope, EVENTS_CHANNEL, EventHub, SESSIONS_ENDED_CHANNEL, type SessionsEnded } from '../events/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams. */
    liveEvents: EventHub;
    /**
     * Tells every instance's streams of placed orders, or of an order's new status. Called after
     * the write committed; a failing bus loses only the live hint (screens still refetch on focus).
     */
    announce(change: { placed: readonly PlacedOrder[] } | { statusOf: number }): Promise<void>;
  }
}

const HEARTBEAT_MS = 25_000;

/** Live updates (DESIGN §11): events on the bus go to the streams this instance holds. */
export const liveEventsPlugin = fp(async (app: FastifyInstance) => {
  const hub = new EventHub();
  app.decorate('liveEvents', hub);
  const offs = [
    app.bus.subscribe(EVENTS_CHANNEL, (message) => hub.deliver(message as Envelope)),
    app.bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => hub.endSessions(message as SessionsEnded)),
  ];
  const heartbeat = setInterval(() => hub.heartbeat(), HEARTBEAT_MS).unref();
  app.decorate('announce', async (change: { placed: readonly PlacedOrder[] } | { statusOf: number }) => {
    const sent = 'placed' in change ? announcePlaced(app.bus, change.placed) : announceStatus(app.db, app.bus, change.statusOf);
    await sent.catch((err: unknown) => app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'live update not sent'));
  });
  // Open streams would hold the server's close back: end them first.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const off of offs) off();
    hub.closeAll();
  });
});
