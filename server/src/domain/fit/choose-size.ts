import { type CmRange, type Measurement, middleOf } from '@seamline/contract';
import type { Estimate } from './body-estimate.js';
import { type Dimension, rangeAt, stepOf } from './dimensions.js';
import type { ProductEvidence } from './evidence.js';

/** How this product's own returns and reviews move a size, in sizes: running small, it fits smaller bodies. */
export type Lean = 'small' | 'large' | null;

/** At least this many reviews' and returns' fit votes, and more than half of them one way, say the product leans. */
const VOTES_MIN = 3;
/** How far a size flagged by its own returns moves, and how far a leaning product's sizes move, in sizes. */
const FLAG_SHIFT = 0.5;
const LEAN_SHIFT = 0.35;
/** Among sizes that fit equally, the one whose middle is nearer wins, by this much per size of distance. */
const CENTRE_PULL = 0.15;

/** Whether the product's fit votes lean one way. */
export function leanOf(product: ProductEvidence): Lean {
  const { small, large } = product.votes;
  const total = small + large + product.votes.true;
  if (total < VOTES_MIN) return null;
  return small * 2 > total ? 'small' : large * 2 > total ? 'large' : null;
}

/** How a size's own flag, else the product's lean, moves its ranges, in sizes. */
export function shiftOf(product: ProductEvidence, size: string): number {
  const flag = product.sizeFlags.find((f) => f.size === size);
  if (flag) return flag.fit === 'runs_small' ? -FLAG_SHIFT : FLAG_SHIFT;
  const lean = leanOf(product);
  return lean === 'small' ? -LEAN_SHIFT : lean === 'large' ? LEAN_SHIFT : 0;
}

/** How far, in sizes, a body measurement lies from a range: 0 inside it, plus a little pull to its middle. */
function distance(value: number, range: CmRange, step: number): number {
  const gap = value < range.min ? range.min - value : value > range.max ? value - range.max : 0;
  return (gap + CENTRE_PULL * Math.abs(value - middleOf(range))) / step;
}

export interface Choice {
  size: string;
  /** The body lies beyond the chart's smallest or largest size, by more than half a size. */
  outside: 'above' | 'below' | null;
}

/**
 * The size of this product whose ranges, moved by its fit, lie nearest the estimated body, each
 * measurement weighted as the garment is tried on by it; undefined when no size has a range of a
 * measurement the evidence estimates.
 */
export function chooseSize(
  product: ProductEvidence,
  estimates: Map<Measurement, Estimate>,
  dims: readonly Dimension[],
): Choice | undefined {
  const used = dims.filter((d) => estimates.has(d.m));
  const steps = new Map(used.map((d) => [d.m, stepOf(product.chart, d.m)]));
  let best: { size: string; cost: number } | undefined;
  for (const { size } of product.sizes) {
    let cost = 0;
    let measured = 0;
    for (const { m, weight } of used) {
      const range = rangeAt(product.chart, size, m);
      const body = estimates.get(m);
      const step = steps.get(m) ?? 1;
      if (!range || !body) continue;
      const shift = shiftOf(product, size) * step;
      cost += weight * distance(body.value, { min: range.min + shift, max: range.max + shift }, step);
      measured += weight;
    }
    if (measured > 0 && (!best || cost / measured < best.cost)) best = { size, cost: cost / measured };
  }
  if (!best) return undefined;
  return { size: best.size, outside: outsideOf(product, estimates, used, steps) };
}

/** Whether the body's main measurement lies beyond every size of the chart. */
function outsideOf(
  product: ProductEvidence,
  estimates: Map<Measurement, Estimate>,
  used: readonly Dimension[],
  steps: Map<Measurement, number>,
): Choice['outside'] {
  const main = used[0];
  const body = main && estimates.get(main.m);
  if (!main || !body) return null;
  const ranges = product.sizes.flatMap(({ size }) => rangeAt(product.chart, size, main.m) ?? []);
  const half = (steps.get(main.m) ?? 1) / 2;
  const [first, last] = [ranges[0], ranges.at(-1)];
  if (last && body.value > last.max + half) return 'above';
  if (first && body.value < first.min - half) return 'below';
  return null;
}
