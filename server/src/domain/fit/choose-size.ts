import { type CmRange, type Measurement, middleOf } from '@seamline/contract';
import type { Estimate } from './body-estimate.js';
import { type Dimension, rangeAt, stepOf } from './dimensions.js';
import type { ProductEvidence, SizeReturnCounts } from './evidence.js';

/** How this product's own returns and reviews move a size, in sizes: running small, it fits smaller bodies. */
export type Lean = 'small' | 'large' | null;

/** A product needs this many units delivered before its returns say how it runs. */
const DELIVERED_MIN = 8;
/** How much more often (as a share of units delivered) it must come back too small than too large, beyond its shop's other products, to run small. */
const LEAN_MIN = 0.2;
/** How far a leaning product's sizes move, in sizes. */
const LEAN_SHIFT = 0.5;
/** Among sizes that fit equally, the one whose middle is nearer wins, by this much per size of distance. */
const CENTRE_PULL = 0.15;

const tilt = (r: SizeReturnCounts) => (r.delivered === 0 ? 0 : (r.small - r.large) / r.delivered);

/**
 * Whether the product runs small or large for its chart: it comes back too small (large) more
 * often than its shop's other products of the pair. Its shop's own lean is its chart's business:
 * a shop whose sizes run small says so in its chart, and buyers who took their usual label there
 * send back as many from every product (README.md, 'The product's own fit').
 */
export function leanOf(product: ProductEvidence): Lean {
  if (product.returns.delivered < DELIVERED_MIN) return null;
  const beyond = tilt(product.returns) - tilt(product.shopReturns);
  return beyond >= LEAN_MIN ? 'small' : beyond <= -LEAN_MIN ? 'large' : null;
}

/**
 * What the product's size flags say to a buyer who takes their usual label (size-flags.ts): of one
 * size when given, else of the product when its flags all lean one way.
 */
export function flagLeanOf(product: ProductEvidence, size?: string): Lean {
  const fits = new Set(product.sizeFlags.filter((f) => size === undefined || f.size === size).map((f) => f.fit));
  if (fits.size !== 1) return null;
  return fits.has('runs_small') ? 'small' : 'large';
}

/** How the product's lean moves its sizes' ranges, in sizes: running small, each size fits smaller bodies. */
export const shiftOf = (product: ProductEvidence): number => {
  const lean = leanOf(product);
  return lean === 'small' ? -LEAN_SHIFT : lean === 'large' ? LEAN_SHIFT : 0;
};

/** How far, in sizes, a body measurement lies from a range: 0 inside it, plus a little pull to its middle. */
function distance(value: number, range: CmRange, step: number): number {
  const gap = value < range.min ? range.min - value : value > range.max ? value - range.max : 0;
  return (gap + CENTRE_PULL * Math.abs(value - middleOf(range))) / step;
}

export interface Choice {
  size: string;
  /** The body lies beyond the chart's smallest or largest size, by more than half a size. */
  outside: 'above' | 'below' | null;
  /** This product's own fit moved the advice to a larger size (it runs small) or a smaller one. */
  moved: Lean;
}

/** The size nearest the body, each measurement weighted; with `shifted`, each size's ranges moved by the product's fit. */
function nearest(
  product: ProductEvidence,
  estimates: Map<Measurement, Estimate>,
  used: readonly Dimension[],
  steps: Map<Measurement, number>,
  shifted: boolean,
): string | undefined {
  let best: { size: string; cost: number } | undefined;
  for (const { size } of product.sizes) {
    const shift = shifted ? shiftOf(product) : 0;
    let cost = 0;
    let measured = 0;
    for (const { m, weight } of used) {
      const range = rangeAt(product.chart, size, m);
      const body = estimates.get(m);
      const step = steps.get(m) ?? 1;
      if (!range || !body) continue;
      cost += weight * distance(body.value, { min: range.min + shift * step, max: range.max + shift * step }, step);
      measured += weight;
    }
    if (measured > 0 && (!best || cost / measured < best.cost)) best = { size, cost: cost / measured };
  }
  return best?.size;
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
  const size = nearest(product, estimates, used, steps, true);
  if (!size) return undefined;
  const plain = nearest(product, estimates, used, steps, false) ?? size;
  const order = product.sizes.map((s) => s.size);
  const moved = order.indexOf(size) > order.indexOf(plain) ? 'small' : order.indexOf(size) < order.indexOf(plain) ? 'large' : null;
  return { size, outside: outsideOf(product, estimates, used, steps), moved };
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
