import { type BodyMeasurement, defaultSizeChart, type GarmentGroup, type Measurement, middleOf } from '@seamline/contract';
import { bodyMeasurementOf, dimensionsOf, rangeAt, stepOf } from './dimensions.js';
import type { BuyerEvidence, PastSize, ProductEvidence } from './evidence.js';

/** Where an observation of the buyer's body came from, for the reasons and `basedOn`. */
export type Source =
  | { kind: 'measurement'; body: BodyMeasurement; value: number }
  | { kind: 'past'; past: PastSize }
  | { kind: 'usual'; group: GarmentGroup; size: string };

/** One reading of one measurement of the buyer's body, in cm, and how far it is trusted. */
export interface Observation {
  m: Measurement;
  value: number;
  weight: number;
  source: Source;
}

/** The body's measurement as the evidence puts it: the weighted mean, the weight behind it, how far the readings disagree. */
export interface Estimate {
  value: number;
  weight: number;
  spread: number;
}

/** How far each kind of evidence is trusted (README.md, 'How evidence is weighed'). */
export const WEIGHTS = {
  measurement: 4,
  kept: 2,
  returned: 1.2,
  usual: 0.5,
  /** A women's size read for a men's product, or the other way round: a body measurement still, but maybe someone else's. */
  otherAdultCategory: 0.4,
} as const;

/** What a past size says of one measurement: kept, its middle; sent back, half a size beyond its edge. */
function pastValue(past: PastSize, m: Measurement): number | undefined {
  const range = rangeAt(past.chart, past.size, m);
  if (!range) return undefined;
  if (past.outcome === 'kept') return middleOf(range);
  const half = stepOf(past.chart, m) / 2;
  return past.outcome === 'returned_small' ? range.max + half : range.min - half;
}

function pastObservations(product: ProductEvidence, past: PastSize, wanted: readonly Measurement[]): Observation[] {
  if (past.subcategory !== product.subcategory || past.outcome === 'returned_other') return [];
  const adults = past.category !== 'children' && product.category !== 'children';
  const factor = past.category === product.category ? 1 : adults ? WEIGHTS.otherAdultCategory : 0;
  if (factor === 0) return [];
  const weight = (past.outcome === 'kept' ? WEIGHTS.kept : WEIGHTS.returned) * factor;
  return dimensionsOf(past.category, past.subcategory, past.group).flatMap(({ m }) => {
    const value = wanted.includes(m) ? pastValue(past, m) : undefined;
    return value === undefined ? [] : [{ m, value, weight, source: { kind: 'past', past } as const }];
  });
}

/** Every reading of the buyer's body that bears on this product's measurements. */
export function observationsFor(product: ProductEvidence, buyer: BuyerEvidence): Observation[] {
  const wanted = dimensionsOf(product.category, product.subcategory, product.group).map((d) => d.m);
  const adult = product.category !== 'children';
  const measured = wanted.flatMap((m): Observation[] => {
    const body = bodyMeasurementOf(m);
    const value = body && adult ? buyer.measurements[body] : undefined;
    return body && value !== undefined ? [{ m, value, weight: WEIGHTS.measurement, source: { kind: 'measurement', body, value } }] : [];
  });
  const past = buyer.history.flatMap((p) => pastObservations(product, p, wanted));
  const usualSize = adult ? buyer.usualSizes[product.group] : undefined;
  const usualChart = usualSize ? defaultSizeChart(product.category, product.subcategory).rows : [];
  const usual = wanted.flatMap((m): Observation[] => {
    const range = usualSize ? rangeAt(usualChart, usualSize, m) : undefined;
    if (!range || !usualSize) return [];
    return [{ m, value: middleOf(range), weight: WEIGHTS.usual, source: { kind: 'usual', group: product.group, size: usualSize } }];
  });
  return [...measured, ...past, ...usual];
}

/** The weighted mean of each measurement's readings. */
export function estimate(observations: readonly Observation[]): Map<Measurement, Estimate> {
  const byM = new Map<Measurement, Observation[]>();
  for (const o of observations) byM.set(o.m, [...(byM.get(o.m) ?? []), o]);
  return new Map(
    [...byM].map(([m, list]) => {
      const weight = list.reduce((s, o) => s + o.weight, 0);
      const value = list.reduce((s, o) => s + o.weight * o.value, 0) / weight;
      const spread = Math.sqrt(list.reduce((s, o) => s + o.weight * (o.value - value) ** 2, 0) / weight);
      return [m, { value, weight, spread }];
    }),
  );
}
