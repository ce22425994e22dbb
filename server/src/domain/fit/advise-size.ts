import { type FitConfidence, type Measurement, SIZE_ADVICE_TEXTS, type SizeAdvice } from '@seamline/contract';
import { type Estimate, estimate, type Observation, observationsFor } from './body-estimate.js';
import { type Choice, chooseSize, flagLeanOf, type Lean, leanOf } from './choose-size.js';
import { type Dimension, dimensionsOf } from './dimensions.js';
import type { AdviceEvidence, PastSize, ProductEvidence } from './evidence.js';
import { reasonsFor } from './reasons.js';

/** The evidence weight behind the main measurements at which the advice is said with high, then medium, confidence. */
const HIGH = 4;
const MEDIUM = 1.5;

/**
 * Size advice (README.md): a pure function of the evidence. The buyer's measurements, the sizes
 * kept and sent back elsewhere read through those shops' charts, and the usual size, each give
 * readings of the body; their weighted means are set against this shop's chart, moved by this
 * product's own fit; the nearest size is the advice, best whether or not it is in stock
 * (`available` says which, so the page preselects only a size it can sell).
 */
export function adviseSize({ product, buyer }: AdviceEvidence): SizeAdvice {
  const lean = leanOf(product);
  if (product.sizes.length === 0) return withoutSize([SIZE_ADVICE_TEXTS.oneSize]);
  const dims = dimensionsOf(product.category, product.subcategory, product.group);
  const observations = observationsFor(product, buyer);
  const estimates = estimate(observations);
  const choice = observations.length > 0 ? chooseSize(product, estimates, dims) : undefined;
  if (!choice) return withoutSize([SIZE_ADVICE_TEXTS.noEvidence, ...leanText(flagLeanOf(product))]);
  const available = product.sizes.find((s) => s.size === choice.size)?.inStock ?? false;
  return {
    size: choice.size,
    confidence: confidenceOf(product, estimates, dims, choice),
    reasons: reasonsFor(product, observations, dims, choice, { lean, available }),
    basedOn: basedOnOf(observations),
    available,
  };
}

const leanText = (lean: Lean) => (lean === 'small' ? [SIZE_ADVICE_TEXTS.runsSmall] : lean === 'large' ? [SIZE_ADVICE_TEXTS.runsLarge] : []);

const withoutSize = (reasons: string[]): SizeAdvice => ({
  size: null,
  confidence: 'low',
  reasons,
  basedOn: { kept: 0, returned: 0, measurements: false },
  available: false,
});

/**
 * High with the weight of a measurement or two kept sizes behind the main measurements, medium
 * with one kept size, low with less; a step lower for each side of the likely body (a quarter of
 * its spread away) that would take another size; low when the body lies beyond the chart.
 */
function confidenceOf(
  product: ProductEvidence,
  estimates: Map<Measurement, Estimate>,
  dims: readonly Dimension[],
  choice: Choice,
): FitConfidence {
  if (choice.outside) return 'low';
  const used = dims.filter((d) => estimates.has(d.m));
  const total = used.reduce((s, d) => s + d.weight, 0);
  const weight = used.reduce((s, d) => s + d.weight * (estimates.get(d.m)?.weight ?? 0), 0) / total;
  const moved = (side: number) => new Map([...estimates].map(([m, e]) => [m, { ...e, value: e.value + (side * e.spread) / 4 }]));
  const unstable = [-1, 1].filter((side) => chooseSize(product, moved(side), dims)?.size !== choice.size).length;
  const levels: FitConfidence[] = ['low', 'medium', 'high'];
  return levels[Math.max(0, (weight >= HIGH ? 2 : weight >= MEDIUM ? 1 : 0) - unstable)] as FitConfidence;
}

/** How many past sizes kept and sent back bore on the advice, and whether the buyer's measurements did. */
function basedOnOf(observations: readonly Observation[]): SizeAdvice['basedOn'] {
  const kept = new Set<PastSize>();
  const returned = new Set<PastSize>();
  for (const { source } of observations) {
    if (source.kind === 'past') (source.past.outcome === 'kept' ? kept : returned).add(source.past);
  }
  return { kept: kept.size, returned: returned.size, measurements: observations.some((o) => o.source.kind === 'measurement') };
}
