import { API_MESSAGES } from '@seamline/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidInput } from '../domain/errors.js';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

/** PostgreSQL text cannot hold NUL, so it is refused at the door (URL here, JSON in json-body.ts) rather than failing in SQL. */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw invalidInput(API_MESSAGES.nulCharacter);
  });
});
