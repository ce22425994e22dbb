import { API_MESSAGES } from '@seamline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../domain/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How many of this route's requests one client may have running at once (this instance). */
    inFlightPerClient?: number;
  }
  interface FastifyRequest {
    inFlightKey?: string;
  }
}

/**
 * Per-client concurrency for expensive routes: a client that sends hundreds of them at once gets
 * 429 for all but a few, at once, instead of queueing them in front of everyone else's requests.
 * Counted per instance (a client's requests to other instances have their own few).
 */
export const inFlightLimitPlugin = fp(async (app: FastifyInstance) => {
  const running = new Map<string, number>();
  const release = async (request: FastifyRequest) => {
    const key = request.inFlightKey;
    if (!key) return;
    request.inFlightKey = undefined;
    const n = (running.get(key) ?? 1) - 1;
    if (n > 0) running.set(key, n);
    else running.delete(key);
  };
  app.addHook('onRequest', async (request) => {
    const max = request.routeOptions.config?.inFlightPerClient;
    if (!max) return;
    const key = `${request.routeOptions.url}|${request.ip}`;
    const n = running.get(key) ?? 0;
    if (n >= max) throw rateLimited(API_MESSAGES.tooManyRequests, 1);
    running.set(key, n + 1);
    request.inFlightKey = key;
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
