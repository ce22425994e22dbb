import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionsToEnd } from '../domain/users/sessions.js';
import { SESSIONS_ENDED_CHANNEL, type SessionsEnded } from '../events/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every instance that sessions ended (after the revocation committed). */
    sessionsEnded(userId: number, which: SessionsToEnd): Promise<void>;
  }
}

/**
 * Session lookups are remembered for a few seconds (cache kind `tokens`); when sessions end
 * anywhere, every instance hears it on the bus, forgets them and ends their streams, so a revoked
 * token answers 401 everywhere at once. The revocation is in the database: when the bus cannot
 * carry the news, the caller still hears success, this instance's streams of the session still
 * end (the bus tells its own subscribers first), and other instances' end at their next check
 * (plugins/live-events.ts).
 */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  const off = app.bus.subscribe(SESSIONS_ENDED_CHANNEL, () => void app.kept.forget(['sessions']));
  app.addHook('onClose', async () => off());
  app.decorate('sessionsEnded', async (userId: number, which: SessionsToEnd) => {
    const message: SessionsEnded = { userId, which };
    await app.kept.forget(['sessions']);
    await app.bus
      .publish(SESSIONS_ENDED_CHANNEL, message)
      .catch((err: unknown) =>
        app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'ended sessions not told to other instances'),
      );
  });
});
