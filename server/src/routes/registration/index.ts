import {
  API_MESSAGES,
  errorResponse,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  registerResponse,
  resetLinkCheckRequest,
  resetLinkCheckResponse,
  resetPasswordRequest,
  verifyEmailRequest,
} from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, registerUser } from '../../domain/users/authentication.js';
import { verifyEmail } from '../../domain/users/email-verification.js';
import { queuePasswordResetRequest, resetLinkUsable, resetPassword } from '../../domain/users/passwords.js';

export interface RegistrationOptions {
  rateLimit: boolean;
  now: () => number;
  registerPerMinute: number;
  loginPerMinute: number;
  loginFailuresBeforeBackoff: number;
  loginAttemptsPerAccountPerHour: number;
  passwordResetsPerMinute: number;
}

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

/**
 * A route's limit per client address, per minute; the login backoff per address and account lives in
 * the database (domain/users/login-throttle.ts). Neither changes anything the server keeps.
 */
const limiter = (opts: RegistrationOptions) => (max: number) =>
  ({ rateLimit: opts.rateLimit ? { max, timeWindow: '1 minute' } : false, changes: [] }) as const;

/** POST /api/registration/register and /login (spec §7), /forgot-password and /reset-password (docs/architecture.md#accounts-mail-live), /verify-email. */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, opts) => {
  await signUpAndInRoutes(app, opts);
  await emailLinkRoutes(app, opts);
};

/** Opening an account and signing in. */
const signUpAndInRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, opts) => {
  const limit = limiter(opts);
  app.post(
    '/register',
    {
      config: limit(opts.registerPerMinute),
      schema: { tags: ['registration'], body: registerRequest, response: { 201: registerResponse, ...errors } },
    },
    async (request, reply) => {
      const userId = await registerUser(app.db, request.body, opts.now());
      return reply.code(201).send({ userId, message: API_MESSAGES.registered });
    },
  );

  app.post(
    '/login',
    {
      config: limit(opts.loginPerMinute),
      schema: { tags: ['registration'], body: loginRequest, response: { 200: loginResponse, ...errors } },
    },
    async (request, reply) => {
      // The answer holds a session token: no cache on the way may keep it.
      reply.header('cache-control', 'no-store');
      const user = await authenticate(app, request.body.email, request.body.password, request.ip, {
        enabled: opts.rateLimit,
        failuresBeforeBackoff: opts.loginFailuresBeforeBackoff,
        accountAttemptsPerHour: opts.loginAttemptsPerAccountPerHour,
        now: opts.now,
      });
      const token = await app.tokens.sign({ userId: user.userId, role: user.role });
      return { ...user, token };
    },
  );
};

/** What the links mailed to an address do: ask for a reset link, check it, reset the password, confirm the address. */
const emailLinkRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, opts) => {
  const limit = limiter(opts);
  app.post(
    '/forgot-password',
    {
      config: limit(opts.passwordResetsPerMinute),
      schema: { tags: ['registration'], body: forgotPasswordRequest, response: { 202: messageResponse, ...errors } },
    },
    async (request, reply) => {
      // Queued, not done: the answer leaves before any work on the account.
      await queuePasswordResetRequest(app.db, request.body.email);
      return reply.code(202).send({ message: API_MESSAGES.resetLinkSent });
    },
  );

  // The reset page asks first whether its link still works; limited like a reset.
  app.post(
    '/reset-password/check',
    {
      config: limit(opts.passwordResetsPerMinute),
      schema: { tags: ['registration'], body: resetLinkCheckRequest, response: { 200: resetLinkCheckResponse, ...errors } },
    },
    async (request) => ({ usable: await resetLinkUsable(app.db, request.body.token, opts.now()) }),
  );

  app.post(
    '/reset-password',
    {
      config: { ...limit(opts.passwordResetsPerMinute), changes: ['sessions'] },
      schema: { tags: ['registration'], body: resetPasswordRequest, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      const userId = await resetPassword(app.db, request.body.token, request.body.password, opts.now());
      await app.sessionsEnded(userId, 'all');
      return { message: API_MESSAGES.passwordReset };
    },
  );

  // The link of the welcome mail; limited like reset links, so tokens cannot be guessed at speed.
  app.post(
    '/verify-email',
    {
      config: { ...limit(opts.passwordResetsPerMinute), changes: [] },
      schema: { tags: ['registration'], body: verifyEmailRequest, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token, opts.now());
      return { message: API_MESSAGES.emailVerified };
    },
  );
};
