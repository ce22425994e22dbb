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
 * Verified tokens are remembered per process (cache kind `tokens`); when sessions end anywhere,
 * every instance hears it on the bus and forgets them, so a revoked token answers 401 everywhere at once.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  const off = app.bus.subscribe(SESSIONS_ENDED_CHANNEL, () => void app.kept.forget(['sessions']));
  app.addHook('onClose', async () => off());
  app.decorate('sessionsEnded', async (userId: number, which: SessionsToEnd) => {
    const message: SessionsEnded = { userId, which };
    await app.kept.forget(['sessions']);
    await app.bus.publish(SESSIONS_ENDED_CHANNEL, message);
  });
});
