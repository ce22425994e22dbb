import { API_MESSAGES } from '@seamline/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorKind } from '../domain/errors.js';

/** The one place where the domain's errors become HTTP statuses. */
const STATUS: Record<ErrorKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
  'payment-required': 402,
};

/** What Fastify's own 4xx errors say; their own texts may name internals. */
const GENERIC: Record<number, string> = {
  400: API_MESSAGES.badRequest,
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.methodNotAllowed,
  406: API_MESSAGES.notAcceptable,
  413: API_MESSAGES.bodyTooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.tooManyRequests,
};

const INVALID_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** Every non-2xx answer is `{ message }` (docs/architecture.md#server-rules); nothing internal leaks. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return reply.code(STATUS[err.kind]).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of err.validation) {
        const path =
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || 'body';
        fieldErrors[path] ??= v.message ?? API_MESSAGES.invalidValue;
      }
      const first = err.validation[0]?.message ?? API_MESSAGES.invalidRequest;
      return reply.code(400).send({ message: first, fieldErrors });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: withoutQueryValues(err) }, 'response did not match its schema');
      return reply.code(500).send({ message: API_MESSAGES.internal });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const invalidJson = INVALID_JSON.has(err.code) || err instanceof SyntaxError;
      return reply.code(status).send({ message: invalidJson ? API_MESSAGES.invalidJson : (GENERIC[status] ?? API_MESSAGES.badRequest) });
    }
    request.log.error({ err: withoutQueryValues(err) }, 'unexpected error');
    return reply.code(500).send({ message: API_MESSAGES.internal });
  });
}

/**
 * A failed statement's values are people's words and secrets (review text, password hashes): the
 * log keeps the statement and the database's reason, never the values.
 */
export function withoutQueryValues(err: Error): Record<string, unknown> {
  const cause = (err as { cause?: { message?: string; code?: string } }).cause;
  const query = (err as { query?: unknown }).query;
  return {
    type: err.name,
    message: err.message.replace(/\nparams:[\s\S]*$/, '').replace(/\bparams: .*$/s, ''),
    ...(typeof query === 'string' ? { query } : {}),
    ...(cause ? { cause: { message: cause.message, code: cause.code } } : {}),
    stack: err.stack?.replace(/\nparams:[^\n]*/, ''),
  };
}
