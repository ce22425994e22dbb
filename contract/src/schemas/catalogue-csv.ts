import { z } from 'zod';
import { CSV_TEXTS } from '../catalogue-csv.js';
import { errorResponse } from './common.js';

/** A bad cell (or row) of an imported file: its line in the file (the header is line 1) and column. */
export const csvProblem = z.object({ line: z.number(), field: z.string(), message: z.string() });
export type CsvProblem = z.infer<typeof csvProblem>;

/** An import that changed nothing: every bad row, in line order (at most CSV_LIMITS.problemsListed). */
export const csvImportRefused = errorResponse.extend({
  problemCount: z.number(),
  problems: z.array(csvProblem),
});
export type CsvImportRefused = z.infer<typeof csvImportRefused>;

/** What an import did, counted in products. */
export const csvImportResult = z.object({
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});
export type CsvImportResult = z.infer<typeof csvImportResult>;

/** The import's body: the file's text (Content-Type: text/csv). */
export const csvImportBody = z.string({ error: CSV_TEXTS.fileMissing });
/** A refused import names its bad rows; a refused request (no file) only says why. */
export const csvImportBadRequest = z.union([csvImportRefused, errorResponse]);
