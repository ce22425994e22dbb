import {
  BODY_MEASUREMENTS,
  type BodyMeasurement,
  CHART_MEASUREMENT_OF,
  type Category,
  type CmRange,
  type GarmentGroup,
  type Measurement,
  middleOf,
  type SizeChartRow,
  type Subcategory,
} from '@seamline/contract';

/** A measurement a garment is tried on by, and how much it decides the size against the others. */
export interface Dimension {
  m: Measurement;
  weight: number;
}

/**
 * What decides whether a garment fits (README.md, 'Which measurements'): a top the chest; bottoms
 * the waist, then the hips; a dress chest, waist and hips; shoes the foot; children's clothes the
 * height, then the chest. The inseam is a length, not a size: charts show it, it picks no size.
 */
export function dimensionsOf(category: Category, subcategory: Subcategory, group: GarmentGroup): readonly Dimension[] {
  if (subcategory === 'shoes') return [{ m: 'footLength', weight: 1 }];
  if (category === 'children')
    return [
      { m: 'height', weight: 1 },
      { m: 'chest', weight: 0.5 },
    ];
  if (group === 'bottoms')
    return [
      { m: 'waist', weight: 1 },
      { m: 'hip', weight: 0.8 },
    ];
  if (group === 'dresses')
    return [
      { m: 'chest', weight: 1 },
      { m: 'waist', weight: 0.8 },
      { m: 'hip', weight: 0.8 },
    ];
  return [{ m: 'chest', weight: 1 }];
}

/** The body measurement of the profile read against a chart column (the profile says hips, charts hip). */
export const bodyMeasurementOf = (m: Measurement): BodyMeasurement | undefined =>
  BODY_MEASUREMENTS.find((b) => CHART_MEASUREMENT_OF[b] === m);

export const rowOf = (chart: readonly SizeChartRow[], size: string): SizeChartRow | undefined => chart.find((r) => r.size === size);

/** A size's range of `m`, if the chart gives one. */
export const rangeAt = (chart: readonly SizeChartRow[], size: string, m: Measurement): CmRange | undefined =>
  rowOf(chart, size)?.measurements[m];

/** One EU shoe size is a Paris point, two thirds of a centimetre: a chart printing half sizes steps half of one. */
const EU_SIZE_CM = 2 / 3;

/**
 * The chart's usual step between neighbouring sizes' middles of `m`: what "one size" is worth in
 * cm (the median, so one odd gap does not set it); for foot length at least one whole EU size.
 */
export function stepOf(chart: readonly SizeChartRow[], m: Measurement): number {
  const known = chartSteps.get(chart)?.get(m);
  if (known !== undefined) return known;
  const step = medianStep(chart, m);
  chartSteps.set(chart, (chartSteps.get(chart) ?? new Map()).set(m, step));
  return step;
}

/** Charts are shared and not changed once made (defaults, a shop's as read): each one's steps are worked out once. */
const chartSteps = new WeakMap<readonly SizeChartRow[], Map<Measurement, number>>();

function medianStep(chart: readonly SizeChartRow[], m: Measurement): number {
  const middles = chart.flatMap((r) => {
    const range = r.measurements[m];
    return range ? [middleOf(range)] : [];
  });
  const steps = middles.slice(1).flatMap((v, i) => {
    const d = v - (middles[i] as number);
    return d > 0 ? [d] : [];
  });
  const floor = m === 'footLength' ? EU_SIZE_CM : 0;
  if (steps.length === 0) return m === 'footLength' ? EU_SIZE_CM : 4;
  const sorted = [...steps].sort((a, b) => a - b);
  return Math.max(floor, sorted[Math.floor(sorted.length / 2)] as number);
}
