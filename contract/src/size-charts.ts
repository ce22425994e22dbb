import { z } from 'zod';
import { CATEGORIES, SUBCATEGORIES } from './constants.js';
import { SIZE_MESSAGES } from './messages.js';
import { categoryField, subcategoryField } from './schemas/fields.js';
import {
  MEASUREMENT_BOUNDS_CM,
  MEASUREMENT_LABELS,
  MEASUREMENTS,
  type Measurement,
  measurementsOf,
  type SizeChartRow,
} from './measurements.js';
import { allowedSizesText, compareSizes, isValidSize, validSizes } from './sizes.js';

/**
 * The schemas of size charts (DESIGN §8); what a chart holds, the defaults and the chart a size guide
 * shows are in measurements.ts, which the shop loads without zod.
 */

export const sizeChartRowSchema = z.object({
  size: z.string(),
  measurements: z.object(
    Object.fromEntries(MEASUREMENTS.map((m) => [m, z.number().optional()])) as Record<Measurement, z.ZodOptional<z.ZodNumber>>,
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

/** `PUT /api/vendors/sizeCharts`: rows come back in size order. */
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
    const wanted = measurementsOf(category, subcategory);
    const wantedText = wanted.map((m) => MEASUREMENT_LABELS[m]).join(', ');
    const seen = new Set<string>();
    rows.forEach(({ size, measurements }, i) => {
      if (!isValidSize(category, subcategory, size)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'size'],
          message: SIZE_MESSAGES.sizeInvalid(allowedSizesText(category, subcategory)),
        });
      } else if (seen.has(size)) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'size'], message: SIZE_MESSAGES.chartSizeRepeated(size) });
      }
      seen.add(size);
      for (const name of Object.keys(measurements)) {
        if (!(wanted as readonly string[]).includes(name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, 'measurements', name],
            message: SIZE_MESSAGES.measurementUnknown(name, wantedText),
          });
        }
      }
      for (const m of wanted) {
        const value = measurements[m];
        const { min, max } = MEASUREMENT_BOUNDS_CM[m];
        if (value === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, 'measurements', m],
            message: SIZE_MESSAGES.measurementMissing(MEASUREMENT_LABELS[m], size),
          });
        } else if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, 'measurements', m],
            message: SIZE_MESSAGES.measurementRange(MEASUREMENT_LABELS[m], min, max),
          });
        }
      }
    });
  })
  .transform(({ rows, ...pair }) => ({
    ...pair,
    rows: [...rows].sort((a, b) => compareSizes(pair.categoryName, pair.subCategoryName)(a.size, b.size)) as SizeChartRow[],
  }));
export type SizeChartInput = z.infer<typeof sizeChartInput>;
