import { z } from 'zod';
import {
  BODY_MEASUREMENT_BOUNDS_CM,
  BODY_MEASUREMENT_LABELS,
  BODY_MEASUREMENTS,
  type BodyMeasurement,
  FIT_CONFIDENCES,
  FIT_OUTCOMES,
  FIT_PROFILE_MESSAGES,
  SIZE_FLAG_FITS,
} from '../fit-texts.js';
import { GARMENT_GROUP_LABELS, GARMENT_GROUPS, type GarmentGroup } from '../garments.js';
import { sizeChartRowSchema, vendorSizeChart } from '../size-charts.js';
import { allowedSizesText, isValidSize } from '../sizes.js';

/** The size passport's calls (docs/decisions/252–255). */

export type BodyMeasurements = Partial<Record<BodyMeasurement, number>>;
export type UsualSizes = Partial<Record<GarmentGroup, string>>;

type Issue = { path: string[]; message: string };

/** A usual size is a letter size for clothes and an adult EU size for shoes, as products are sold in. */
const pairOf = (group: GarmentGroup) => ['female', group === 'shoes' ? 'shoes' : 'clothes'] as const;

function measurementIssues(sent: Record<string, unknown>): Issue[] {
  return Object.entries(sent).flatMap(([name, value]): Issue[] => {
    if (!(BODY_MEASUREMENTS as readonly string[]).includes(name))
      return [{ path: ['measurements', name], message: FIT_PROFILE_MESSAGES.measurementUnknown(name) }];
    if (value === null) return [];
    const { min, max } = BODY_MEASUREMENT_BOUNDS_CM[name as BodyMeasurement];
    const ok = typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
    const label = BODY_MEASUREMENT_LABELS[name as BodyMeasurement];
    return ok ? [] : [{ path: ['measurements', name], message: FIT_PROFILE_MESSAGES.measurementRange(label, min, max) }];
  });
}

function usualSizeIssues(sent: Record<string, unknown>): Issue[] {
  return Object.entries(sent).flatMap(([name, value]): Issue[] => {
    if (!(GARMENT_GROUPS as readonly string[]).includes(name))
      return [{ path: ['usualSizes', name], message: FIT_PROFILE_MESSAGES.groupUnknown(name) }];
    if (value === null) return [];
    const [category, subcategory] = pairOf(name as GarmentGroup);
    const size = typeof value === 'number' ? String(value) : value;
    if (typeof size === 'string' && isValidSize(category, subcategory, size.trim())) return [];
    const label = GARMENT_GROUP_LABELS[name as GarmentGroup];
    return [{ path: ['usualSizes', name], message: FIT_PROFILE_MESSAGES.usualSizeInvalid(label, allowedSizesText(category, subcategory)) }];
  });
}

/** Only what was given, as stored: numbers of cm and sizes as the shop writes them; nulls leave a field out. */
const given = <T>(sent: Record<string, unknown>, read: (v: unknown) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(sent).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, read(v)]])));

const part = (what: string) => z.record(z.string(), z.unknown(), { error: FIT_PROFILE_MESSAGES.objectRequired(what) }).default({});

/**
 * `PUT /api/buyer/fitProfile`: the measurements and usual sizes the buyer keeps, each replacing
 * what was there (a field left out or null is forgotten). The history is never sent: it is derived.
 */
export const fitProfileInput = z
  .object({ measurements: part('Measurements'), usualSizes: part('Usual sizes') })
  .superRefine(({ measurements, usualSizes }, ctx) => {
    for (const issue of [...measurementIssues(measurements), ...usualSizeIssues(usualSizes)]) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform(({ measurements, usualSizes }) => ({
    measurements: given(measurements, Number) as BodyMeasurements,
    usualSizes: given(usualSizes, (v) => String(v).trim()) as UsualSizes,
  }));
export type FitProfileInput = z.output<typeof fitProfileInput>;

export const fitHistoryEntry = z.object({
  productId: z.number().int(),
  productName: z.string(),
  vendorName: z.string(),
  size: z.string(),
  outcome: z.enum(FIT_OUTCOMES),
  /** When it was sent back, or when its return window closed with it kept. */
  at: z.string(),
});
export type FitHistoryEntry = z.infer<typeof fitHistoryEntry>;

export const fitProfile = z.object({
  measurements: z.object(
    Object.fromEntries(BODY_MEASUREMENTS.map((m) => [m, z.number().optional()])) as Record<BodyMeasurement, z.ZodOptional<z.ZodNumber>>,
  ),
  usualSizes: z.object(
    Object.fromEntries(GARMENT_GROUPS.map((g) => [g, z.string().optional()])) as Record<GarmentGroup, z.ZodOptional<z.ZodString>>,
  ),
  history: z.array(fitHistoryEntry),
});
export type FitProfile = z.infer<typeof fitProfile>;

/** `GET /api/buyer/product/{id}/sizeAdvice`. */
export const sizeAdvice = z.object({
  size: z.string().nullable(),
  confidence: z.enum(FIT_CONFIDENCES),
  reasons: z.array(z.string()),
  basedOn: z.object({ kept: z.number().int(), returned: z.number().int(), measurements: z.boolean() }),
  /** Whether `size` has stock in any colour now: the page preselects it only then (and only in a colour that has it). */
  available: z.boolean(),
});
export type SizeAdvice = z.infer<typeof sizeAdvice>;

/** On each cart line of a product and colour the cart holds in two or more sizes. */
export const cartBracket = z.object({
  sizes: z.array(z.string()),
  advisedSize: z.string().nullable(),
  message: z.string(),
});
export type CartBracket = z.infer<typeof cartBracket>;

/** A size of a product that comes back too small or too large, as the product page tells shoppers. */
export const shopperSizeFlag = z.object({ size: z.string(), fit: z.enum(SIZE_FLAG_FITS) });
export type ShopperSizeFlag = z.infer<typeof shopperSizeFlag>;

/**
 * As the vendor's product rows carry it: `returns` of the size's `of` returned units came back for
 * that fit. `suggestion`: the measurements the size's chart row would read to say whom it fits,
 * those of the next size down when it runs small (up when large); null when the chart has no such
 * size (docs/decisions/255).
 */
export const vendorSizeFlag = shopperSizeFlag.extend({
  returns: z.number().int(),
  of: z.number().int(),
  suggestion: z.object({ size: z.string(), measurements: sizeChartRowSchema.shape.measurements }).nullable(),
});
export type VendorSizeFlag = z.infer<typeof vendorSizeFlag>;

/** `POST /api/vendors/sizeCharts/import`: the charts the file set, each as `GET /api/vendors/sizeCharts` answers it. */
export const sizeChartImportResult = z.object({ message: z.string(), charts: z.array(vendorSizeChart) });
export type SizeChartImportResult = z.infer<typeof sizeChartImportResult>;
