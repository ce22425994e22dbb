// PROVISIONAL: mirrors the server branch's contract (fit-texts.ts, garments.ts, schemas/fit.ts,
// cm-range.ts) under the same names until it is merged; then this file goes.
import type { Measurement } from './measurements.js';

export type CmRange = { min: number; max: number };
const number = (n: number) => String(Math.round(n * 10) / 10);
export const formatRange = (r: CmRange): string => (r.min === r.max ? number(r.min) : `${number(r.min)}–${number(r.max)}`);
export const formatCm = (r: CmRange): string => `${formatRange(r)} cm`;

export const GARMENT_GROUPS = ['tops', 'bottoms', 'dresses', 'shoes'] as const;
export type GarmentGroup = (typeof GARMENT_GROUPS)[number];
export const GARMENT_GROUP_LABELS: Record<GarmentGroup, string> = { tops: 'Tops', bottoms: 'Bottoms', dresses: 'Dresses', shoes: 'Shoes' };

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
export const SIZE_FLAG_FITS = ['runs_small', 'runs_large'] as const;
export type SizeFlagFit = (typeof SIZE_FLAG_FITS)[number];
export const FIT_PROFILE_MESSAGES = {
  measurementRange: (label: string, min: number, max: number) => `${label} must be a number of cm from ${min} to ${max}`,
} as const;
export const SIZE_ADVICE_TEXTS = {
  noEvidence: 'Add your measurements or buy once to get advice',
  yourSize: (size: string) => `Your size: ${size}`,
  why: 'Why?',
} as const;
export const BRACKET_TEXTS = { keepOnly: (size: string) => `Keep ${size} only` } as const;
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

export type BodyMeasurements = Partial<Record<BodyMeasurement, number>>;
export type UsualSizes = Partial<Record<GarmentGroup, string>>;
export interface FitProfileInput {
  measurements: BodyMeasurements;
  usualSizes: UsualSizes;
}
export interface FitHistoryEntry {
  productId: number;
  productName: string;
  vendorName: string;
  size: string;
  outcome: FitOutcome;
  at: string;
}
export interface FitProfile {
  measurements: BodyMeasurements;
  usualSizes: UsualSizes;
  history: FitHistoryEntry[];
}
export interface SizeAdvice {
  size: string | null;
  confidence: FitConfidence;
  reasons: string[];
  basedOn: { kept: number; returned: number; measurements: boolean };
  available: boolean;
}
export interface CartBracket {
  sizes: string[];
  advisedSize: string | null;
  message: string;
}
export interface ShopperSizeFlag {
  size: string;
  fit: SizeFlagFit;
}
export interface VendorSizeFlag extends ShopperSizeFlag {
  returns: number;
  of: number;
  suggestion: { size: string; measurements: Partial<Record<Measurement, CmRange>> } | null;
}
