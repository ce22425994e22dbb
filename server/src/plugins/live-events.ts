import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BUS_RESUMED } from '../bus/bus.js';
import type { PlacedOrder } from '../domain/orders/place-orders.js';
import { announcePlaced, announceReturn, announceShopStatus, announceStatus } from '../events/announce.js';
import { type Envelope, EVENTS_CHANNEL, EventHub, SESSIONS_ENDED_CHANNEL, type SessionsEnded } from '../events/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams. */
    liveEvents: EventHub;
    /**
     * Tells every instance's streams of placed orders, or of an order's new status. Called after
     * the write committed; a failing bus loses only the live hint (screens still refetch on focus).
     */
    announce(change: Announced): Promise<void>;
  }
}

/** What changed: orders placed, an order's status, a return, or a vendor's shop status (`shopOf`, the vendor). */
type Announced = { placed: readonly PlacedOrder[] } | { statusOf: number } | { returnOf: number } | { shopOf: number };

/** How often streams get a keep-alive line and their sessions are checked again. */
const HEARTBEAT_MS = 25_000;

/**
 * Live updates (docs/architecture.md#accounts-mail-live): events on the bus go to the streams this instance holds. On every
 * heartbeat, and whenever the bus is heard again after a gap, each stream's session is checked
 * again: one whose token expired or whose session ended (a logout whose bus message was lost) ends.
 */
export const liveEventsPlugin = fp(async (app: FastifyInstance, opts: { now: () => number }) => {
  const hub = new EventHub();
  app.decorate('liveEvents', hub);
  const recheck = () =>
    hub
      .recheck((claims) => app.tokens.isOpen(claims), opts.now())
      .catch((err: unknown) => app.log.warn({ err }, 'live-update streams not checked'));
  const offs = [
    app.bus.subscribe(EVENTS_CHANNEL, (message) => hub.deliver(message as Envelope)),
    app.bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => hub.endSessions(message as SessionsEnded)),
    app.bus.subscribe(BUS_RESUMED, () => void recheck()),
  ];
  const heartbeat = setInterval(() => {
    hub.heartbeat();
    void recheck();
  }, HEARTBEAT_MS).unref();
  app.decorate('announce', async (change: Announced) => {
    const sent =
      'placed' in change
        ? announcePlaced(app.bus, change.placed)
        : 'returnOf' in change
          ? announceReturn(app.db, app.bus, change.returnOf)
          : 'shopOf' in change
            ? announceShopStatus(app.db, app.bus, change.shopOf)
            : announceStatus(app.db, app.bus, change.statusOf);
    await sent.catch((err: unknown) => app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'live update not sent'));
  });
  // Open streams would hold the server's close back: end them first.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const off of offs) off();
    hub.closeAll();
  });
});
