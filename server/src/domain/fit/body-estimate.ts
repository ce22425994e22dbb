import { type BodyMeasurement, type CmRange, defaultSizeChart, type GarmentGroup, type Measurement, middleOf } from '@seamline/contract';
import { bodyMeasurementOf, dimensionsOf, rangeAt, stepOf } from './dimensions.js';
import type { BuyerEvidence, PastSize, ProductEvidence } from './evidence.js';

/** Where an observation of the buyer's body came from, for the reasons and `basedOn`. */
export type Source =
  | { kind: 'measurement'; body: BodyMeasurement; value: number }
  | { kind: 'past'; past: PastSize }
  | { kind: 'usual'; group: GarmentGroup; size: string };

/**
 * One reading of one measurement of the buyer's body (README.md, 'How evidence is weighed'): a
 * number with its uncertainty (a tape measure, a usual size), or a size's range with what became of
 * it: kept (the body within it, give or take the garment's ease), sent back as too small (beyond
 * its top) or too large (below its bottom). `factor` scales its likelihood (1, or less for someone
 * else's body maybe); `weight` is how much it counts towards the advice's confidence.
 */
export type Observation = { m: Measurement; weight: number; factor: number; source: Source } & (
  | { kind: 'point'; value: number; sd: number }
  | { kind: 'kept' | 'small' | 'large'; range: CmRange; step: number }
);

/** The body's measurement the evidence points to, the weight behind it, and how far either side it stays about as likely (cm). */
export interface Estimate {
  value: number;
  weight: number;
  spread: number;
}

/** How far each kind of evidence is trusted. */
export const WEIGHTS = {
  measurement: 4,
  kept: 2,
  returned: 1.2,
  usual: 0.5,
  /**
   * A women's size read for a men's product, or the other way round, when the buyer has none of the
   * product's own category: a body measurement still, but maybe someone else's.
   */
  otherAdultCategory: 0.4,
} as const;

/** A tape measure's error, in cm (foot length: its own). */
const TAPE_SD = { body: 1.5, footLength: 0.4 };

function pastObservations(product: ProductEvidence, past: PastSize, wanted: readonly Measurement[]): Observation[] {
  if (past.subcategory !== product.subcategory || past.outcome === 'returned_other') return [];
  const adults = past.category !== 'children' && product.category !== 'children';
  const factor = past.category === product.category ? 1 : adults ? WEIGHTS.otherAdultCategory : 0;
  if (factor === 0) return [];
  const kind = past.outcome === 'kept' ? 'kept' : past.outcome === 'returned_small' ? 'small' : 'large';
  const weight = (kind === 'kept' ? WEIGHTS.kept : WEIGHTS.returned) * factor;
  return dimensionsOf(past.category, past.subcategory, past.group).flatMap(({ m }): Observation[] => {
    const range = wanted.includes(m) ? rangeAt(past.chart, past.size, m) : undefined;
    return range ? [{ m, kind, range, step: stepOf(past.chart, m), weight, factor, source: { kind: 'past', past } }] : [];
  });
}

/** Every reading of the buyer's body that bears on this product's measurements. */
export function observationsFor(product: ProductEvidence, buyer: BuyerEvidence): Observation[] {
  const wanted = dimensionsOf(product.category, product.subcategory, product.group).map((d) => d.m);
  const adult = product.category !== 'children';
  const measured = wanted.flatMap((m): Observation[] => {
    const body = bodyMeasurementOf(m);
    const value = body && adult ? buyer.measurements[body] : undefined;
    if (!body || value === undefined) return [];
    const sd = m === 'footLength' ? TAPE_SD.footLength : TAPE_SD.body;
    return [{ m, kind: 'point', value, sd, weight: WEIGHTS.measurement, factor: 1, source: { kind: 'measurement', body, value } }];
  });
  // Someone else's body maybe (a partner's): another category's sizes count only for a measurement its own leave unread.
  const all = buyer.history.flatMap((p) => pastObservations(product, p, wanted));
  const own = new Set(all.flatMap((o) => (o.source.kind === 'past' && o.source.past.category === product.category ? [o.m] : [])));
  const past = all.filter((o) => o.source.kind !== 'past' || o.source.past.category === product.category || !own.has(o.m));
  const usualSize = adult ? buyer.usualSizes[product.group] : undefined;
  const usualChart = usualSize ? defaultSizeChart(product.category, product.subcategory).rows : [];
  const usual = wanted.flatMap((m): Observation[] => {
    const range = usualSize ? rangeAt(usualChart, usualSize, m) : undefined;
    if (!range || !usualSize) return [];
    const sd = stepOf(usualChart, m);
    const source = { kind: 'usual', group: product.group, size: usualSize } as const;
    return [{ m, kind: 'point', value: middleOf(range), sd, weight: WEIGHTS.usual, factor: 1, source }];
  });
  return [...measured, ...past, ...usual];
}

/** How far past a size's edge a body still wears it, in sizes (a garment's ease), and how soft that edge is. */
const EASE = 0.5;
const EDGE = 0.3;
/** Readings that contradict the rest (a misfit kept, a fit sent back) are this likely, so one cannot veto the others. */
const STRAY = 0.1;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** How likely the reading is for a body measuring `b` cm, as a log. */
function logLikelihood(o: Observation, b: number): number {
  if (o.kind === 'point') return -0.5 * ((b - o.value) / o.sd) ** 2;
  const ease = EASE * o.step;
  const soft = EDGE * o.step;
  if (o.kind === 'kept') {
    const out = Math.max(0, o.range.min - ease - b, b - o.range.max - ease);
    return Math.log((1 - STRAY) * Math.exp(-0.5 * (out / soft) ** 2) + STRAY);
  }
  // Sent back: beyond the edge, most likely about the next size's middle (a gentle pull, so one return alone says one size further).
  const beyond = o.kind === 'small' ? (b - o.range.max - ease) / soft : (o.range.min - ease - b) / soft;
  const next = o.kind === 'small' ? o.range.max + o.step / 2 : o.range.min - o.step / 2;
  return Math.log((1 - STRAY) * logistic(beyond) + STRAY) - 0.5 * ((b - next) / (0.75 * o.step)) ** 2;
}

/** Where the readings of one measurement are, in cm: the span the estimate is looked for in. */
function spanOf(list: readonly Observation[]): { from: number; to: number; step: number } {
  const ends = list.flatMap((o) =>
    o.kind === 'point' ? [o.value - 3 * o.sd, o.value + 3 * o.sd] : [o.range.min - 2 * o.step, o.range.max + 2 * o.step],
  );
  const steps = list.map((o) => (o.kind === 'point' ? o.sd : o.step));
  return { from: Math.min(...ends), to: Math.max(...ends), step: Math.min(...steps) / 20 };
}

/**
 * Each measurement's most likely value given every reading of it, each reading's log-likelihood
 * scaled by its factor, looked for on a grid of a twentieth of a size; where the readings leave a
 * flat top (a kept size, or two that overlap), its middle.
 */
function likeliest(list: readonly Observation[]): Estimate {
  const { from, to, step } = spanOf(list);
  const grid: Array<[number, number]> = [];
  for (let b = from; b <= to; b += step) grid.push([b, list.reduce((s, o) => s + o.factor * logLikelihood(o, b), 0)]);
  const best = Math.max(...grid.map(([, l]) => l));
  const top = grid.filter(([, l]) => l >= best - 1e-6).map(([b]) => b);
  const near = grid.filter(([, l]) => l >= best - 0.5).map(([b]) => b);
  const value = ((top[0] ?? from) + (top.at(-1) ?? to)) / 2;
  const spread = ((near.at(-1) ?? value) - (near[0] ?? value)) / 2;
  return { value, weight: list.reduce((s, o) => s + o.weight, 0), spread };
}

/** The most likely body, measurement by measurement. */
export function estimate(observations: readonly Observation[]): Map<Measurement, Estimate> {
  const byM = new Map<Measurement, Observation[]>();
  for (const o of observations) byM.set(o.m, [...(byM.get(o.m) ?? []), o]);
  return new Map([...byM].map(([m, list]) => [m, likeliest(list)]));
}
