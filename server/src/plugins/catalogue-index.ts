import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BUS_RESUMED, type Bus } from '../bus/bus.js';
import { FORGET_CHANNEL } from '../cache/kept.js';
import { kindsReading, TOPICS } from '../cache/kinds.js';
import { CatalogueFeed } from '../domain/catalogue/filter-index/feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The browse filters' index, kept equal to the primary database (domain/catalogue/filter-index). */
    catalogueFeed: CatalogueFeed;
  }
}

/**
 * The filters' index: each instance its own, read from the primary, first filled as the server
 * starts. It looks again after every write that changes what filters see: this instance's own (as
 * the write's answer leaves) and the others' (their forgets on the bus, which name the kinds).
 */
export const catalogueIndexPlugin = fp(async (app: FastifyInstance, opts: { bus: Bus; now?: () => number }) => {
  const { bus } = opts;
  const feed = new CatalogueFeed(app.db, { now: opts.now, hears: () => bus.hears?.() ?? true });
  app.decorate('catalogueFeed', feed);
  const offs = [
    bus.subscribe(FORGET_CHANNEL, (message) => {
      const kinds = (message as { kinds?: unknown }).kinds;
      if (!Array.isArray(kinds) || kinds.includes('filtered')) feed.changed();
    }),
    bus.subscribe(BUS_RESUMED, () => feed.changed()),
  ];
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (kindsReading(request.routeOptions.config?.changes ?? TOPICS).includes('filtered')) feed.changed();
  });
  app.addHook('onReady', async () => {
    // Filled in the background: the first question that needs it waits for it, nothing else does.
    feed.fresh().catch((err: unknown) => app.log.warn({ err }, 'the filters index could not be filled yet; the next question tries again'));
  });
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
});
