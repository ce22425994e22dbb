/**
 * A measurement in cm as size charts print it: a range from `min` to `max`, or one number, which
 * reads as a range of that number alone (docs/decisions/251). Free of zod: the web's size guide
 * and the shop's CSV reader both use it.
 */
export type CmRange = { min: number; max: number };

/** A number reads as both ends; a range stays as it is. */
export const rangeOf = (value: number | CmRange): CmRange => (typeof value === 'number' ? { min: value, max: value } : value);

export const middleOf = (r: CmRange): number => (r.min + r.max) / 2;

/** Half a centimetre is as fine as a chart or a tape measure goes. */
export const toHalfCm = (n: number): number => Math.round(n * 2) / 2;

const number = (n: number) => String(Math.round(n * 10) / 10);

/** '96–100', or '98' for a single number. */
export const formatRange = (r: CmRange): string => (r.min === r.max ? number(r.min) : `${number(r.min)}–${number(r.max)}`);

/** '96–100 cm'. */
export const formatCm = (r: CmRange): string => `${formatRange(r)} cm`;

const RANGE_TEXT = /^\s*(\d+(?:[.,]\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:[.,]\d+)?)\s*)?(?:cm)?\s*$/i;

/**
 * What a vendor types or a CSV cell holds: '98', '96-100', '96–100 cm', '96 to 100', a comma as the
 * decimal mark; undefined for anything else (the caller's checks word the refusal).
 */
export function parseRange(text: string): CmRange | undefined {
  const match = RANGE_TEXT.exec(text);
  if (!match) return undefined;
  const read = (s: string) => Number(s.replace(',', '.'));
  const min = read(match[1] as string);
  return { min, max: match[2] === undefined ? min : read(match[2]) };
}
