import { API_MESSAGES } from '@seamline/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors.js';

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  404: API_MESSAGES.notFound,
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: API_MESSAGES.bodyTooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.tooManyRequests,
};

/** Every non-2xx answer is `{ message }` (DESIGN §5); nothing internal leaks. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).headers(err.headers).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of err.validation) {
        const path = String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
        fieldErrors[path] ??= v.message ?? 'Invalid value';
      }
      const first = err.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send({ message: first, fieldErrors });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.code(500).send({ message: API_MESSAGES.internal });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: API_MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError
          ? API_MESSAGES.invalidJson
          : (GENERIC[status] ?? 'Bad request');
      return reply.code(status).send({ message });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ message: API_MESSAGES.internal });
  });
}
