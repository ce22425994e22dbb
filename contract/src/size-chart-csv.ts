import type { Measurement } from './measurements.js';

/**
 * Size charts as a CSV file (docs/decisions/251): one row per size of a category × subcategory,
 * each measurement a number of cm or a range ('96-100', '96–100'), blank where the pair has no
 * such column. An import sets every pair the file names; free of zod.
 */
export const CHART_CSV_COLUMNS = ['category', 'subcategory', 'size', 'chest', 'waist', 'hip', 'inseam', 'height', 'foot_length'] as const;
export type ChartCsvColumn = (typeof CHART_CSV_COLUMNS)[number];
export const CHART_CSV_REQUIRED: readonly ChartCsvColumn[] = ['category', 'subcategory', 'size'];

/** The measurement each measurement column holds. */
export const CHART_CSV_MEASUREMENTS: Partial<Record<ChartCsvColumn, Measurement>> = {
  chest: 'chest',
  waist: 'waist',
  hip: 'hip',
  inseam: 'inseam',
  height: 'height',
  foot_length: 'footLength',
};

export const CHART_CSV_FILE_NAME = 'size-charts.csv';

export const CHART_CSV_TEXTS = {
  exportButton: 'Export size charts',
  importButton: 'Import size charts',
  refused: (problems: number) =>
    `${problems} ${problems === 1 ? 'problem' : 'problems'} in the file; no chart was changed. Fix the rows below and import it again.`,
  imported: (charts: number) => `${charts} size ${charts === 1 ? 'chart' : 'charts'} imported`,
} as const;
