import { errorResponse, fitProfile, fitProfileInput, idParams, sizeAdvice } from '@seamline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetFitProfile, getFitProfile, saveFitProfile } from '../../domain/fit/fit-profile.js';
import { sizeAdviceFor } from '../../domain/fit/size-advice.js';
import { caller, requireRole } from '../../plugins/auth.js';

const tags = ['buyer'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
/** The profile is in no kept answer: its writes forget nothing. */
const writes = { changes: [] } as const;

/**
 * The size passport (docs/decisions/252, 253): the buyer's own fit profile and size advice. The
 * history and advice read the money clock (`app.dueTimers`), so a return window closes for them
 * when it closes for the money.
 */
export const fitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('buyer'));
  const me = (request: Parameters<typeof caller>[0]) => caller(request).userId;
  const now = () => app.dueTimers.now();
  const profileOf = (buyerId: number) => getFitProfile(app.statements, buyerId, now());

  app.get('/fitProfile', { schema: { tags, response: { 200: fitProfile, ...errors } } }, async (request) => profileOf(me(request)));
  app.put(
    '/fitProfile',
    { config: writes, schema: { tags, body: fitProfileInput, response: { 200: fitProfile, ...errors } } },
    async (request) => {
      await saveFitProfile(app.db, me(request), request.body, now());
      return profileOf(me(request));
    },
  );
  app.delete('/fitProfile', { config: writes, schema: { tags, response: { 200: fitProfile, ...errors } } }, async (request) => {
    await forgetFitProfile(app.db, me(request));
    return profileOf(me(request));
  });

  app.get('/product/:id/sizeAdvice', { schema: { tags, params: idParams, response: { 200: sizeAdvice, ...errors } } }, async (request) =>
    sizeAdviceFor(app.statements, me(request), request.params.id, now()),
  );
};
