import {
  API_MESSAGES,
  changePasswordRequest,
  emailVerificationState as verificationState,
  errorResponse,
  messageResponse,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationState, resendVerificationMail } from '../../domain/users/email-verification.js';
import { changePassword } from '../../domain/users/passwords.js';
import { logOutEverywhere, revokeSessions } from '../../domain/users/sessions.js';
import { caller, requireSignedIn } from '../../plugins/auth.js';

export interface SessionRouteOptions {
  rateLimit: boolean;
  now: () => number;
  passwordChangesPerMinute: number;
  loginFailuresBeforeBackoff: number;
  loginAttemptsPerAccountPerHour: number;
}

const tags = ['session'];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** Ending sessions and changing the password, for buyers and vendors alike (docs/architecture.md#accounts-mail-live). */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, opts) => {
  app.addHook('onRequest', requireSignedIn);
  const ends = { changes: ['sessions'] } as const;

  app.post('/logout', { config: ends, schema: { tags, response: { 200: messageResponse, ...errors } } }, async (request) => {
    const { userId, sessionId } = caller(request);
    await revokeSessions(app.db, userId, { only: sessionId }, new Date(opts.now()));
    await app.sessionsEnded(userId, { only: sessionId });
    return { message: API_MESSAGES.loggedOut };
  });

  app.post('/logout-everywhere', { config: ends, schema: { tags, response: { 200: messageResponse, ...errors } } }, async (request) => {
    const { userId } = caller(request);
    await logOutEverywhere(app.db, userId, new Date(opts.now()));
    await app.sessionsEnded(userId, 'all');
    return { message: API_MESSAGES.loggedOutEverywhere };
  });

  app.put(
    '/password',
    {
      config: { ...ends, rateLimit: opts.rateLimit ? { max: opts.passwordChangesPerMinute, timeWindow: '1 minute' } : false },
      schema: { tags, body: changePasswordRequest, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      const { userId, sessionId } = caller(request);
      const { currentPassword: current, password } = request.body;
      await changePassword(
        app,
        { userId, sessionId, current, password, address: request.ip },
        {
          enabled: opts.rateLimit,
          failuresBeforeBackoff: opts.loginFailuresBeforeBackoff,
          accountAttemptsPerHour: opts.loginAttemptsPerAccountPerHour,
          now: opts.now,
        },
      );
      await app.sessionsEnded(userId, { except: sessionId });
      return { message: API_MESSAGES.passwordChanged };
    },
  );

  // Whether the address is confirmed, and 'Resend': both profile screens.
  app.get('/email-verification', { schema: { tags, response: { 200: verificationState, ...errors } } }, async (request) =>
    emailVerificationState(app.db, caller(request).userId),
  );
  app.post(
    '/email-verification',
    {
      config: { changes: [], rateLimit: opts.rateLimit ? { max: opts.passwordChangesPerMinute, timeWindow: '1 minute' } : false },
      schema: { tags, response: { 202: messageResponse, ...errors } },
    },
    async (request, reply) => {
      await resendVerificationMail(app.db, caller(request).userId, opts.now());
      return reply.code(202).send({ message: API_MESSAGES.verificationSent });
    },
  );
};
