import { API_MESSAGES } from '@seamline/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidInput } from '../domain/errors.js';
import { containsNul } from './nul-guard.js';

/** JSON bodies: an empty body on a JSON POST (checkout has none) is no body, not a syntax error; NUL is refused. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, (err, parsed) => {
      if (err) return done(err, undefined);
      if (containsNul(parsed)) return done(invalidInput(API_MESSAGES.nulCharacter), undefined);
      return done(null, parsed);
    });
  });
});
