import {
  CHART_CSV_FILE_NAME,
  CSV_LIMITS,
  CSV_TEXTS,
  csvImportBadRequest,
  csvImportBody,
  errorResponse,
  sizeChartImportResult,
} from '@seamline/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooLarge } from '../../domain/errors.js';
import { exportSizeCharts, importSizeCharts } from '../../domain/sizes/size-chart-csv.js';
import { caller } from '../../plugins/auth.js';

const tags = ['vendor'];
const errors = { 401: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse };

/**
 * The vendor's size charts as a CSV file and back (docs/decisions/251): GET …/sizeCharts/export.csv
 * and POST …/sizeCharts/import with the file as a text/csv body. Registered inside the vendor routes.
 */
export const sizeChartCsvRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, opts) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMITS.bytesMax }, (_request, body, done) => done(null, body));

  app.get(
    '/sizeCharts/export.csv',
    { schema: { tags, produces: ['text/csv'], response: { 200: csvImportBody.describe('The size charts as CSV'), ...errors } } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${CHART_CSV_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(await exportSizeCharts(app.db, caller(request).userId)),
  );

  app.post(
    '/sizeCharts/import',
    {
      config: { changes: ['sizeCharts'] },
      schema: {
        tags,
        consumes: ['text/csv'],
        body: csvImportBody,
        response: { 200: sizeChartImportResult, 400: csvImportBadRequest, ...errors },
      },
      errorHandler: (err: FastifyError) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(CSV_TEXTS.fileTooLarge);
        throw err;
      },
    },
    async (request, reply) => {
      const answer = await importSizeCharts(app.db, caller(request).userId, request.body, new Date(opts.now()));
      return answer.ok ? answer.result : reply.code(400).send(answer.refused);
    },
  );
};
