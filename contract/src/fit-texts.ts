import { type ChartMeasurements, MEASUREMENT_LABELS, type Measurement } from './measurements.js';
import { formatCm } from './cm-range.js';
import type { GarmentGroup } from './garments.js';

/**
 * The size passport (docs/decisions/252–256): the fit profile's words and limits, size advice's
 * reasons, bracketing in the cart and the size flags returns raise. Free of zod.
 */

/** What became of a size the buyer had delivered (derived from orders and returns, never typed). */
export const FIT_OUTCOMES = ['kept', 'returned_small', 'returned_large', 'returned_other'] as const;
export type FitOutcome = (typeof FIT_OUTCOMES)[number];
export const FIT_OUTCOME_LABELS: Record<FitOutcome, string> = {
  kept: 'Kept',
  returned_small: 'Sent back: too small',
  returned_large: 'Sent back: too large',
  returned_other: 'Sent back',
};

export const FIT_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type FitConfidence = (typeof FIT_CONFIDENCES)[number];

/** The buyer's own measurements, in cm: what the fit profile holds. */
export const BODY_MEASUREMENTS = ['chest', 'waist', 'hips', 'inseam', 'footLength'] as const;
export type BodyMeasurement = (typeof BODY_MEASUREMENTS)[number];
export const BODY_MEASUREMENT_LABELS: Record<BodyMeasurement, string> = {
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  inseam: 'Inseam',
  footLength: 'Foot length',
};
export const BODY_MEASUREMENT_BOUNDS_CM: Record<BodyMeasurement, { min: number; max: number }> = {
  chest: { min: 40, max: 200 },
  waist: { min: 40, max: 200 },
  hips: { min: 40, max: 200 },
  inseam: { min: 40, max: 200 },
  footLength: { min: 15, max: 35 },
};
/** The chart's column a body measurement is read against (charts say hip, the profile hips). */
export const CHART_MEASUREMENT_OF: Record<BodyMeasurement, Measurement> = {
  chest: 'chest',
  waist: 'waist',
  hips: 'hip',
  inseam: 'inseam',
  footLength: 'footLength',
};

/** A size of a product is flagged when at least this many units of it came back, this share of them for one fit. */
export const SIZE_FLAG_RULE = { minReturns: 5, minShare: 0.3 } as const;
export const SIZE_FLAG_FITS = ['runs_small', 'runs_large'] as const;
export type SizeFlagFit = (typeof SIZE_FLAG_FITS)[number];

export const FIT_PROFILE_MESSAGES = {
  measurementRange: (label: string, min: number, max: number) => `${label} must be a number of cm from ${min} to ${max}`,
  measurementUnknown: (name: string) => `${name} is not a measurement of your sizes; use chest, waist, hips, inseam or footLength`,
  usualSizeInvalid: (group: string, allowed: string) => `Your usual size in ${group.toLowerCase()} must be ${allowed}`,
  groupUnknown: (name: string) => `${name} is not a kind of garment here; use tops, bottoms, dresses or shoes`,
  objectRequired: (what: string) => `${what} must be an object`,
} as const;

/** 'M', 'M and L', 'S, M and L'. */
export const sizesText = (sizes: readonly string[]): string =>
  sizes.length <= 1 ? (sizes[0] ?? '') : `${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}`;

/** 'chest 96–100 cm', 'waist 76–80 cm, hip 98–102 cm': the columns given, in the order given. */
export const measuresText = (measurements: ChartMeasurements, only: readonly Measurement[]): string =>
  only
    .flatMap((m) => {
      const r = measurements[m];
      return r ? [`${MEASUREMENT_LABELS[m].toLowerCase()} ${formatCm(r)}`] : [];
    })
    .join(', ');

/** The reasons size advice gives, in plain words naming the shop and the measurements. */
export const SIZE_ADVICE_TEXTS = {
  noEvidence: 'Add your measurements or buy once to get advice',
  oneSize: 'This comes in one size',
  yourMeasurements: (body: string, size: string, here: string) => `Your ${body}; this shop's ${size} measures ${here}`,
  kept: (size: string, shop: string, there: string, hereSize: string, here: string) =>
    `You kept ${size} at ${shop} (${there}); this shop's ${hereSize} measures ${here}`,
  returned: (size: string, shop: string, too: 'small' | 'large', there: string) =>
    `You sent back ${size} at ${shop} as too ${too} (${there})`,
  usual: (size: string, group: GarmentGroup) => `You usually wear ${size} in ${group}`,
  runsSmall: 'Buyers who took their usual size here often sent it back as too small',
  runsLarge: 'Buyers who took their usual size here often sent it back as too large',
  aboveChart: "Your measurements are above this shop's largest size",
  belowChart: "Your measurements are below this shop's smallest size",
  soldOut: (size: string) => `${size} is sold out at the moment`,
  yourSize: (size: string) => `Your size: ${size}`,
  why: 'Why?',
} as const;

/** A cart line holding two or more sizes of one product and colour (docs/decisions/254). */
export const BRACKET_TEXTS = {
  likely: (sizes: readonly string[], noun: string, size: string) =>
    `You have ${sizesText(sizes)} of ${noun}: your size here is likely ${size}`,
  unknown: (sizes: readonly string[], noun: string) =>
    `You have ${sizesText(sizes)} of ${noun}: add your measurements to see which is likely your size`,
  keepOnly: (size: string) => `Keep ${size} only`,
} as const;

/** Returns that fix the catalogue (docs/decisions/255): what the shopper and the vendor read. */
export const SIZE_FLAG_TEXTS = {
  shopper: {
    runs_small: 'Runs small — most buyers take one size up',
    runs_large: 'Runs large — most buyers take one size down',
  } satisfies Record<SizeFlagFit, string>,
  vendor: (size: string, fit: SizeFlagFit, returns: number, of: number) =>
    `Size ${size} ${fit === 'runs_small' ? 'runs small' : 'runs large'}: ${returns} of ${of} buyers sent it back as too ${fit === 'runs_small' ? 'small' : 'large'}`,
  suggestion: (size: string, like: string, measures: string) =>
    `Suggested chart correction: give ${size} the measurements of ${like} (${measures})`,
} as const;

export const FIT_PROFILE_TEXTS = {
  title: 'My sizes',
  saved: 'Your sizes are saved',
  forgotten: 'Your measurements and usual sizes are forgotten',
  historyEmpty: 'Sizes you keep or send back appear here once their return window has closed',
} as const;
