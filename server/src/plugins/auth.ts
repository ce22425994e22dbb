import { API_MESSAGES, type Role } from '@seamline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenClaims, TokenService } from '../auth/tokens.js';
import { forbidden, unauthenticated } from '../domain/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The verified caller, when a valid bearer token came with the request. */
    user: TokenClaims | null;
    /** A token came but was malformed, tampered with or expired: public routes serve the caller as a visitor. */
    tokenRejected: boolean;
  }
}

function bearer(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
  return match ? (match[1] ?? null) : null;
}

/** Reads the bearer token on every request; routes then demand a role with `requireRole`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenRejected', false);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (token === undefined) return;
    const claims = token === null ? null : await opts.tokens.verify(token);
    if (claims) request.user = claims;
    else request.tokenRejected = true;
  });
});

/** An onRequest hook for a route group (before the body is read or validated): 401 without a session, 403 for the other role. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest) => {
    await requireSignedIn(request);
    if (request.user?.role !== role) throw forbidden(API_MESSAGES.forbidden);
  };
}

/** An onRequest hook for routes of every signed-in user, whatever the role: 401 without a session. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(request.tokenRejected ? API_MESSAGES.sessionInvalid : API_MESSAGES.unauthorized);
}

/** The caller of a route behind `requireRole` or `requireSignedIn`. */
export function caller(request: FastifyRequest): TokenClaims {
  if (!request.user) throw unauthenticated(API_MESSAGES.unauthorized);
  return request.user;
}
