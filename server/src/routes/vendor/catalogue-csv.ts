import {
  CSV_FILE_NAME,
  CSV_LIMITS,
  CSV_TEXTS,
  csvImportBadRequest,
  csvImportBody,
  csvImportResult,
  errorResponse,
} from '@seamline/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportCatalogue } from '../../domain/catalogue-csv/export-catalogue.js';
import { importCatalogue } from '../../domain/catalogue-csv/import-catalogue.js';
import { tooLarge } from '../../domain/errors.js';
import { caller } from '../../plugins/auth.js';

const tags = ['vendor'];
const errors = { 401: errorResponse, 403: errorResponse, 409: errorResponse, 413: errorResponse, 415: errorResponse };

/**
 * The vendor's catalogue as a CSV file and back (docs/architecture.md#everyday-shop): GET …/products/export.csv and POST
 * …/products/import with the file as a text/csv body. Registered inside the vendor routes, behind their guard.
 */
export const catalogueCsvRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, opts) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMITS.bytesMax }, (_request, body, done) => done(null, body));

  app.get(
    '/products/export.csv',
    { schema: { tags, produces: ['text/csv'], response: { 200: csvImportBody.describe('The catalogue as CSV'), ...errors } } },
    async (request, reply) => {
      const text = await exportCatalogue(app.db, caller(request).userId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${CSV_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/products/import',
    {
      config: { changes: ['catalogue', 'stock'] },
      schema: {
        tags,
        consumes: ['text/csv'],
        body: csvImportBody,
        response: { 200: csvImportResult, 400: csvImportBadRequest, ...errors },
      },
      // The body's size is checked while it arrives; the answer says how large a file may be.
      errorHandler: (err: FastifyError, _request, _reply) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(CSV_TEXTS.fileTooLarge);
        throw err;
      },
    },
    async (request, reply) => {
      const answer = await importCatalogue(app.db, caller(request).userId, request.body, new Date(opts.now()));
      return answer.ok ? answer.result : reply.code(400).send(answer.refused);
    },
  );
};
