import type { FitMeasurement, FitOutcome, UsualSizeKind } from './size-passport-texts.js';

/** PROVISIONAL until the server's schemas land: the fit profile's shapes as the API answers them. */
export type FitMeasurements = Partial<Record<FitMeasurement, number>>;
export type UsualSizes = Partial<Record<UsualSizeKind, string>>;
export interface FitHistoryItem {
  productId: number;
  productName: string;
  vendorName: string;
  size: string;
  outcome: FitOutcome;
  at: string;
}
export interface FitProfile {
  measurements: FitMeasurements;
  usualSizes: UsualSizes;
  history: FitHistoryItem[];
}
export interface FitProfileInput {
  measurements: FitMeasurements;
  usualSizes: UsualSizes;
}
export const FIT_MEASUREMENT_BOUNDS_CM: Record<FitMeasurement, { min: number; max: number }> = {
  chest: { min: 40, max: 200 },
  waist: { min: 40, max: 200 },
  hips: { min: 40, max: 200 },
  inseam: { min: 40, max: 200 },
  footLength: { min: 15, max: 35 },
};
export interface SizeAdvice {
  size: string | null;
  confidence: 'high' | 'medium' | 'low';
  reasons: string[];
  basedOn: { kept: number; returned: number; measurements: boolean };
}
export interface SizeFlag {
  size: string;
  fit: 'runs_small' | 'runs_large';
  returns: number;
  of: number;
  suggestion: Record<string, { min: number; max: number }>;
}
