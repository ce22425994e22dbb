import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer, and no caching of a signed-in caller's API answers. Helmet's
 * middleware is built once: the Fastify wrapper built it again on every request, parsing the
 * policy each time (decision 193).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  app.addHook('onSend', async (request, reply) => {
    // Answers to a signed-in caller are theirs alone: no shared or browser cache may keep them.
    if (request.headers.authorization && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
