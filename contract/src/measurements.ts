import { type CmRange, middleOf, rangeOf, toHalfCm } from './cm-range.js';
import type { Category, Subcategory } from './constants.js';
import { SHOE_CONVERSIONS } from './shoe-sizes.js';
import { compareSizes, sizeSystemOf, validSizes } from './sizes.js';

/**
 * Size charts: body measurements in cm per size, each a range `{ min, max }` as brands print them
 * (docs/decisions/047 and 251). A vendor may send its own per category × subcategory; without
 * one the default below applies. Sources: docs/decisions/045.
 */

export const MEASUREMENTS = ['chest', 'waist', 'hip', 'inseam', 'height', 'footLength'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export const MEASUREMENT_LABELS: Record<Measurement, string> = {
  chest: 'Chest',
  waist: 'Waist',
  hip: 'Hip',
  inseam: 'Inseam',
  height: 'Height',
  footLength: 'Foot length',
};

/** Wide enough for any body a shop dresses, narrow enough to catch inches or millimetres typed as cm. */
export const MEASUREMENT_BOUNDS_CM: Record<Measurement, { min: number; max: number }> = {
  chest: { min: 30, max: 200 },
  waist: { min: 30, max: 200 },
  hip: { min: 30, max: 200 },
  inseam: { min: 30, max: 120 },
  height: { min: 50, max: 220 },
  footLength: { min: 8, max: 40 },
};

/** The widest range one size may span: wider is a typo, or two sizes in one row. */
export const MEASUREMENT_SPAN_MAX_CM: Record<Measurement, number> = {
  chest: 20,
  waist: 20,
  hip: 20,
  inseam: 10,
  height: 20,
  footLength: 2,
};

/** The measurements a chart of this pair has columns for, in column order. */
export function measurementsOf(category: Category, subcategory: Subcategory): readonly Measurement[] {
  const system = sizeSystemOf(category, subcategory);
  return system === 'letter' ? ['chest', 'waist', 'hip', 'inseam'] : system === 'age' ? ['height', 'chest'] : ['footLength'];
}

/** Inseam speaks of trousers' length alone: a chart may leave it out; every other column is required. */
export const OPTIONAL_MEASUREMENTS: readonly Measurement[] = ['inseam'];

export type ChartMeasurements = Partial<Record<Measurement, CmRange>>;
export type SizeChartRow = { size: string; measurements: ChartMeasurements };
export type SizeChart = { rows: SizeChartRow[] };

/** A range as the guide prints it, or one number. */
type Printed = number | readonly [number, number];
const printedRange = (v: Printed): CmRange => (typeof v === 'number' ? rangeOf(v) : { min: v[0], max: v[1] });

/**
 * Women's and men's body measurements of one published brand guide, XS–XL and M–XXL as printed.
 * The guide prints no leg length: inseam is a regular length, a centimetre longer per size.
 */
const ADULT_CLOTHES: Record<'female' | 'male', Record<string, Partial<Record<Measurement, Printed>>>> = {
  female: {
    XS: { chest: [76, 81], waist: [54, 64], hip: [81, 86], inseam: 76 },
    S: { chest: [81, 86], waist: [64, 69], hip: [86, 91], inseam: 77 },
    M: { chest: [86, 91], waist: [69, 74], hip: [91, 97], inseam: 78 },
    L: { chest: [91, 97], waist: [74, 79], hip: [97, 102], inseam: 79 },
    XL: { chest: [97, 102], waist: [79, 84], hip: [101, 107], inseam: 80 },
  },
  male: {
    M: { chest: [97, 102], waist: [81, 86], hip: [99, 104], inseam: 81 },
    L: { chest: [106, 112], waist: [91, 97], hip: [109, 114], inseam: 82 },
    XL: { chest: [117, 123], waist: [102, 107], hip: [119, 124], inseam: 83 },
    XXL: { chest: [127, 132], waist: [113, 117], hip: [130, 135], inseam: 84 },
  },
};

/** A children's wear brand's unisex guide: height and chest per age size, 2Y–10Y as printed. */
const KIDS_CLOTHES: Record<string, Partial<Record<Measurement, Printed>>> = {
  '2Y': { height: [86, 92], chest: 52 },
  '3Y': { height: 98, chest: 54 },
  '4Y': { height: 104, chest: 56 },
  '5Y': { height: 110, chest: 58 },
  '6Y': { height: 116, chest: 60 },
  '8Y': { height: 128, chest: 64 },
  '10Y': { height: 140, chest: 78 },
};

/** A range moved by `by` cm, to the half centimetre. */
const shifted = (r: CmRange, by: number): CmRange => ({ min: toHalfCm(r.min + by), max: toHalfCm(r.max + by) });

/**
 * The printed rows as printed, and every size of `order` the guide does not print (women's XXL and
 * 3XL, men's XXS–S and 3XL, children's 12Y and 14Y) stepped from the nearest printed size by the
 * guide's average step between sizes' middles, so every size on sale has measurements.
 */
const chartFrom = (printed: Record<string, Partial<Record<Measurement, Printed>>>, order: readonly string[]): SizeChart => {
  const at = (size: string): ChartMeasurements =>
    Object.fromEntries(Object.entries(printed[size] ?? {}).map(([m, v]) => [m, printedRange(v)]));
  const known = order.filter((size) => printed[size]);
  const [low, high] = [known[0] ?? '', known.at(-1) ?? ''];
  const span = order.indexOf(high) - order.indexOf(low);
  const middle = (size: string, m: Measurement) => {
    const r = at(size)[m];
    return r ? middleOf(r) : 0;
  };
  const step = (m: Measurement) => (middle(high, m) - middle(low, m)) / span;
  return {
    rows: order.map((size) => {
      if (printed[size]) return { size, measurements: at(size) };
      const edge = order.indexOf(size) < order.indexOf(low) ? low : high;
      const steps = order.indexOf(size) - order.indexOf(edge);
      const measurements = Object.entries(at(edge)).map(([m, r]) => [m, shifted(r, step(m as Measurement) * steps)]);
      return { size, measurements: Object.fromEntries(measurements) };
    }),
  };
};

/** The chart a pair shows until its vendor sets one: a row for every size the pair may be sold in. */
export function defaultSizeChart(category: Category, subcategory: Subcategory): SizeChart {
  const sizes = validSizes(category, subcategory);
  if (subcategory === 'shoes') {
    return {
      rows: SHOE_CONVERSIONS[category]
        .filter(([eu]) => sizes.includes(String(eu)))
        .map(([eu, , , cm]) => ({ size: String(eu), measurements: { footLength: rangeOf(cm) } })),
    };
  }
  return chartFrom(category === 'children' ? KIDS_CLOTHES : ADULT_CLOTHES[category], sizes);
}

/**
 * The chart a product's size guide shows: its own rows, plus the default row of every size the
 * product sells that the chart leaves out, in size order, so no size on sale goes without one.
 */
export function chartCovering(chart: SizeChart, sold: readonly string[], category: Category, subcategory: Subcategory): SizeChart {
  const have = new Set(chart.rows.map((r) => r.size));
  const missing = defaultSizeChart(category, subcategory).rows.filter((r) => sold.includes(r.size) && !have.has(r.size));
  if (missing.length === 0) return chart;
  return { rows: [...chart.rows, ...missing].sort((a, b) => compareSizes(category, subcategory)(a.size, b.size)) };
}
