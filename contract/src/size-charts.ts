import { z } from 'zod';
import { type CmRange, middleOf, rangeOf } from './cm-range.js';
import { CATEGORIES, type Category, SUBCATEGORIES, type Subcategory } from './constants.js';
import { SIZE_MESSAGES } from './messages.js';
import { categoryField, subcategoryField } from './schemas/fields.js';
import {
  MEASUREMENT_BOUNDS_CM,
  MEASUREMENT_LABELS,
  MEASUREMENT_SPAN_MAX_CM,
  MEASUREMENTS,
  type Measurement,
  measurementsOf,
  OPTIONAL_MEASUREMENTS,
  type SizeChartRow,
} from './measurements.js';
import { allowedSizesText, compareSizes, isValidSize, validSizes } from './sizes.js';

/**
 * The schemas of size charts (docs/decisions/047 and 251); what a chart holds, the defaults and the
 * chart a size guide shows are in measurements.ts, which the shop loads without zod.
 */

/** A measurement as answered: always a range (a single number reads as both ends). */
export const cmRangeSchema = z.object({ min: z.number(), max: z.number() });

export const sizeChartRowSchema = z.object({
  size: z.string(),
  measurements: z.object(
    Object.fromEntries(MEASUREMENTS.map((m) => [m, cmRangeSchema.optional()])) as Record<Measurement, z.ZodOptional<typeof cmRangeSchema>>,
  ),
});
export const sizeChartSchema = z.object({ rows: z.array(sizeChartRowSchema) });

/** `GET /api/vendors/sizeCharts`: one per category × subcategory; `custom` when the vendor set it. */
export const vendorSizeChart = z.object({
  categoryName: z.enum(CATEGORIES),
  subCategoryName: z.enum(SUBCATEGORIES),
  rows: z.array(sizeChartRowSchema),
  custom: z.boolean(),
});
export type VendorSizeChart = z.infer<typeof vendorSizeChart>;
export const vendorSizeChartList = z.array(vendorSizeChart);

const chartRow = z.object({
  size: z.string({ error: SIZE_MESSAGES.sizeRequired }).trim(),
  measurements: z.record(z.string(), z.unknown(), { error: SIZE_MESSAGES.measurementsRequired }),
});

/** The largest system (children's shoes, 16–40 in halves) bounds a chart before it is checked per pair. */
const MAX_CHART_ROWS = 49;

type Issue = { path: (string | number)[]; message: string };

/** A value as sent: a number, or `{ min, max }` of numbers; anything else is not a measurement. */
function readRange(value: unknown): CmRange | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? rangeOf(value) : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const { min, max, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof min !== 'number' || typeof max !== 'number') return undefined;
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : undefined;
}

/** What is wrong with one measurement of one size, if anything. */
function rangeProblem(m: Measurement, size: string, value: unknown): string | undefined {
  const label = MEASUREMENT_LABELS[m];
  const { min, max } = MEASUREMENT_BOUNDS_CM[m];
  const range = readRange(value);
  if (!range)
    return typeof value === 'number' ? SIZE_MESSAGES.measurementRange(label, min, max) : SIZE_MESSAGES.measurementShape(label, size);
  if (range.min < min || range.max > max) return SIZE_MESSAGES.measurementRange(label, min, max);
  if (range.min > range.max) return SIZE_MESSAGES.measurementReversed(label, size);
  if (range.max - range.min > MEASUREMENT_SPAN_MAX_CM[m]) return SIZE_MESSAGES.measurementTooWide(label, size, MEASUREMENT_SPAN_MAX_CM[m]);
  return undefined;
}

/** Each row's sizes and measurements against the pair's system and columns. */
function rowIssues(category: Category, subcategory: Subcategory, rows: z.infer<typeof chartRow>[]): Issue[] {
  const wanted = measurementsOf(category, subcategory);
  const wantedText = wanted.map((m) => MEASUREMENT_LABELS[m]).join(', ');
  const seen = new Set<string>();
  return rows.flatMap(({ size, measurements }, i): Issue[] => {
    const issues: Issue[] = [];
    if (!isValidSize(category, subcategory, size)) {
      issues.push({ path: ['rows', i, 'size'], message: SIZE_MESSAGES.sizeInvalid(allowedSizesText(category, subcategory)) });
    } else if (seen.has(size)) {
      issues.push({ path: ['rows', i, 'size'], message: SIZE_MESSAGES.chartSizeRepeated(size) });
    }
    seen.add(size);
    for (const name of Object.keys(measurements)) {
      if (!(wanted as readonly string[]).includes(name))
        issues.push({ path: ['rows', i, 'measurements', name], message: SIZE_MESSAGES.measurementUnknown(name, wantedText) });
    }
    for (const m of wanted) {
      const value = measurements[m];
      const path = ['rows', i, 'measurements', m];
      if (value === undefined || value === null) {
        if (!OPTIONAL_MEASUREMENTS.includes(m))
          issues.push({ path, message: SIZE_MESSAGES.measurementMissing(MEASUREMENT_LABELS[m], size) });
        continue;
      }
      const problem = rangeProblem(m, size, value);
      if (problem) issues.push({ path, message: problem });
    }
    return issues;
  });
}

/** Rows as stored: in size order, every measurement a range, the ones left out absent. */
const normalised = (category: Category, subcategory: Subcategory, rows: z.infer<typeof chartRow>[]): SizeChartRow[] =>
  [...rows]
    .sort((a, b) => compareSizes(category, subcategory)(a.size, b.size))
    .map(({ size, measurements }) => ({
      size,
      measurements: Object.fromEntries(
        measurementsOf(category, subcategory).flatMap((m) => {
          const range = readRange(measurements[m]);
          return range ? [[m, range]] : [];
        }),
      ),
    }));

/** A size whose measurement is smaller than a smaller size's: sizes grow, so one of them is a typo. */
function shrinkIssues(category: Category, subcategory: Subcategory, rows: SizeChartRow[]): Issue[] {
  return measurementsOf(category, subcategory).flatMap((m) => {
    const issues: Issue[] = [];
    let last: SizeChartRow | undefined;
    for (const row of rows) {
      const range = row.measurements[m];
      if (!range) continue;
      const before = last?.measurements[m];
      if (last && before && middleOf(range) < middleOf(before))
        issues.push({ path: ['rows'], message: SIZE_MESSAGES.measurementShrinks(MEASUREMENT_LABELS[m], row.size, last.size) });
      last = row;
    }
    return issues;
  });
}

/** `PUT /api/vendors/sizeCharts`: rows come back in size order, each measurement a range. */
export const sizeChartInput = z
  .object({
    categoryName: categoryField,
    subCategoryName: subcategoryField,
    rows: z
      .array(chartRow, { error: SIZE_MESSAGES.chartRowsRequired })
      .min(1, SIZE_MESSAGES.chartRowsRequired)
      .max(MAX_CHART_ROWS, SIZE_MESSAGES.chartTooManyRows(MAX_CHART_ROWS)),
  })
  .superRefine(({ categoryName: category, subCategoryName: subcategory, rows }, ctx) => {
    const max = validSizes(category, subcategory).length;
    if (rows.length > max) ctx.addIssue({ code: 'custom', path: ['rows'], message: SIZE_MESSAGES.chartTooManyRows(max) });
    const issues = rowIssues(category, subcategory, rows);
    const all = issues.length > 0 ? issues : shrinkIssues(category, subcategory, normalised(category, subcategory, rows));
    for (const issue of all) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform(({ rows, ...pair }) => ({ ...pair, rows: normalised(pair.categoryName, pair.subCategoryName, rows) }));
export type SizeChartInput = z.infer<typeof sizeChartInput>;
