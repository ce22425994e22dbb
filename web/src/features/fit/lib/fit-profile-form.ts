import {
  CLOTHING_SIZES,
  FIT_MEASUREMENT_BOUNDS_CM,
  FIT_MEASUREMENTS,
  type FitMeasurement,
  type FitProfile,
  type FitProfileInput,
  SIZE_MESSAGES,
  SIZE_PASSPORT_TEXTS,
  USUAL_SIZE_KINDS,
  type UsualSizeKind,
  validSizes,
} from '@seamline/contract';
import { z } from 'zod';

/** The sizes a usual size may be: letter sizes for clothes, adults' EU sizes for shoes. */
export const usualSizeOptions = (kind: UsualSizeKind): readonly string[] =>
  kind === 'shoes' ? validSizes('female', 'shoes') : CLOTHING_SIZES;

/** A measurement as typed: empty is none; otherwise a number of cm within the profile's range. */
const cmField = (m: FitMeasurement) => {
  const { min, max } = FIT_MEASUREMENT_BOUNDS_CM[m];
  const message = SIZE_MESSAGES.measurementRange(SIZE_PASSPORT_TEXTS.measurementLabels[m], min, max);
  return z
    .string()
    .trim()
    .transform((s) => (s === '' ? undefined : Number(s.replace(',', '.'))))
    .refine((n) => n === undefined || (Number.isFinite(n) && n >= min && n <= max), message);
};

const sizeField = (kind: UsualSizeKind) =>
  z
    .string()
    .refine((s) => s === '' || usualSizeOptions(kind).includes(s))
    .transform((s) => (s === '' ? undefined : s));

/** The 'My sizes' form: strings in, the PUT's payload out (blank fields are left out). */
export const fitProfileForm = z.object({
  measurements: z.object(
    Object.fromEntries(FIT_MEASUREMENTS.map((m) => [m, cmField(m)])) as Record<FitMeasurement, ReturnType<typeof cmField>>,
  ),
  usualSizes: z.object(
    Object.fromEntries(USUAL_SIZE_KINDS.map((k) => [k, sizeField(k)])) as Record<UsualSizeKind, ReturnType<typeof sizeField>>,
  ),
});
export type FitProfileFormValues = z.input<typeof fitProfileForm>;

const definedOnly = <T>(record: Record<string, T | undefined>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, T] => entry[1] !== undefined));

export const toPayload = (values: z.output<typeof fitProfileForm>): FitProfileInput => ({
  measurements: definedOnly(values.measurements),
  usualSizes: definedOnly(values.usualSizes),
});

/** What the form shows for a saved profile: every field, blank where nothing is saved. */
export const toFormValues = (profile: Pick<FitProfile, 'measurements' | 'usualSizes'>): FitProfileFormValues => ({
  measurements: Object.fromEntries(FIT_MEASUREMENTS.map((m) => [m, profile.measurements[m]?.toString() ?? ''])) as Record<
    FitMeasurement,
    string
  >,
  usualSizes: Object.fromEntries(USUAL_SIZE_KINDS.map((k) => [k, profile.usualSizes[k] ?? ''])) as Record<UsualSizeKind, string>,
});
