import {
  BODY_MEASUREMENT_BOUNDS_CM,
  BODY_MEASUREMENT_LABELS,
  BODY_MEASUREMENTS,
  type BodyMeasurement,
  CLOTHING_SIZES,
  FIT_PROFILE_MESSAGES,
  type FitProfile,
  type FitProfileInput,
  GARMENT_GROUPS,
  type GarmentGroup,
  validSizes,
} from '@seamline/contract';
import { z } from 'zod';

/** The sizes a usual size may be: letter sizes for clothes, adults' EU sizes for shoes (as the server checks). */
export const usualSizeOptions = (group: GarmentGroup): readonly string[] =>
  group === 'shoes' ? validSizes('female', 'shoes') : CLOTHING_SIZES;

/** A measurement as typed: empty is none; otherwise a number of cm within the profile's range. */
const cmField = (m: BodyMeasurement) => {
  const { min, max } = BODY_MEASUREMENT_BOUNDS_CM[m];
  const message = FIT_PROFILE_MESSAGES.measurementRange(BODY_MEASUREMENT_LABELS[m], min, max);
  return z
    .string()
    .trim()
    .transform((s) => (s === '' ? undefined : Number(s.replace(',', '.'))))
    .refine((n) => n === undefined || (Number.isFinite(n) && n >= min && n <= max), message);
};

const sizeField = (group: GarmentGroup) =>
  z
    .string()
    .refine((s) => s === '' || usualSizeOptions(group).includes(s))
    .transform((s) => (s === '' ? undefined : s));

/** The 'My sizes' form: strings in, the PUT's payload out (blank fields are left out, so forgotten). */
export const fitProfileForm = z.object({
  measurements: z.object(
    Object.fromEntries(BODY_MEASUREMENTS.map((m) => [m, cmField(m)])) as Record<BodyMeasurement, ReturnType<typeof cmField>>,
  ),
  usualSizes: z.object(
    Object.fromEntries(GARMENT_GROUPS.map((g) => [g, sizeField(g)])) as Record<GarmentGroup, ReturnType<typeof sizeField>>,
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
  measurements: Object.fromEntries(BODY_MEASUREMENTS.map((m) => [m, profile.measurements[m]?.toString() ?? ''])) as Record<
    BodyMeasurement,
    string
  >,
  usualSizes: Object.fromEntries(GARMENT_GROUPS.map((g) => [g, profile.usualSizes[g] ?? ''])) as Record<GarmentGroup, string>,
});
