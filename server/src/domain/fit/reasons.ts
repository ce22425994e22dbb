import {
  BODY_MEASUREMENT_LABELS,
  CHART_MEASUREMENT_OF,
  formatCm,
  type Measurement,
  measuresText,
  SIZE_ADVICE_TEXTS,
  type SizeChartRow,
} from '@seamline/contract';
import type { Observation, Source } from './body-estimate.js';
import { type Choice, flagLeanOf, type Lean } from './choose-size.js';
import { type Dimension, rowOf } from './dimensions.js';
import type { PastSize, ProductEvidence } from './evidence.js';

/** At most this many reasons: the strongest of each kind first. */
const REASONS_MAX = 5;
/** Past sizes quoted, kept and sent back each. */
const PAST_QUOTED = 2;

/** 'chest is 98 cm', 'waist is 80 cm and hips 100 cm'. */
function bodyText(measured: Extract<Source, { kind: 'measurement' }>[]): string {
  return measured.map((s, i) => `${BODY_MEASUREMENT_LABELS[s.body].toLowerCase()}${i === 0 ? ' is' : ''} ${s.value} cm`).join(' and ');
}

/** What a size of this shop measures: '98–102 cm' for one measurement, 'waist 78–82 cm, hip 98–102 cm' for several. */
function hereText(row: SizeChartRow | undefined, ms: readonly Measurement[]): string {
  if (!row) return '';
  const present = ms.filter((m) => row.measurements[m]);
  const only = present.length === 1 ? row.measurements[present[0] as Measurement] : undefined;
  return only ? formatCm(only) : measuresText(row.measurements, present);
}

/** Past sizes of one outcome that bore on the advice, the same category first, then the most recent. */
function quoted(observations: readonly Observation[], product: ProductEvidence, keep: (p: PastSize) => boolean): PastSize[] {
  const seen = new Set<PastSize>();
  for (const o of observations) if (o.source.kind === 'past' && keep(o.source.past)) seen.add(o.source.past);
  return [...seen]
    .sort((a, b) => Number(b.category === product.category) - Number(a.category === product.category) || b.at.getTime() - a.at.getTime())
    .slice(0, PAST_QUOTED);
}

/**
 * The reasons in plain words, in the order the evidence is combined (README.md): the buyer's
 * measurements against this chart, sizes kept and sent back elsewhere, the usual size, then this
 * product's own fit and whether the size is in stock.
 */
export function reasonsFor(
  product: ProductEvidence,
  observations: readonly Observation[],
  dims: readonly Dimension[],
  choice: Choice,
  extra: { lean: Lean; available: boolean },
): string[] {
  const ms = dims.map((d) => d.m);
  const here = rowOf(product.chart, choice.size);
  const reasons: string[] = [];
  const measured = observations.flatMap((o) => (o.source.kind === 'measurement' ? [o.source] : []));
  if (measured.length > 0) {
    const columns = measured.map((s) => CHART_MEASUREMENT_OF[s.body]);
    reasons.push(SIZE_ADVICE_TEXTS.yourMeasurements(bodyText(measured), choice.size, hereText(here, columns)));
  }
  for (const past of quoted(observations, product, (p) => p.outcome === 'kept')) {
    const there = measuresText(rowOf(past.chart, past.size)?.measurements ?? {}, ms);
    reasons.push(SIZE_ADVICE_TEXTS.kept(past.size, past.vendorName, there, choice.size, hereText(here, ms)));
  }
  for (const past of quoted(observations, product, (p) => p.outcome !== 'kept')) {
    const there = measuresText(rowOf(past.chart, past.size)?.measurements ?? {}, ms);
    reasons.push(SIZE_ADVICE_TEXTS.returned(past.size, past.vendorName, past.outcome === 'returned_small' ? 'small' : 'large', there));
  }
  const usual = observations.find((o) => o.source.kind === 'usual')?.source;
  if (usual?.kind === 'usual' && reasons.length === 0) reasons.push(SIZE_ADVICE_TEXTS.usual(usual.size, usual.group));
  // What this product and shop add is always said, however many past sizes there were.
  const tail: string[] = [];
  if (choice.outside) tail.push(choice.outside === 'above' ? SIZE_ADVICE_TEXTS.aboveChart : SIZE_ADVICE_TEXTS.belowChart);
  const leaning = choice.moved ?? extra.lean ?? flagLeanOf(product, choice.size);
  if (leaning) tail.push(leaning === 'small' ? SIZE_ADVICE_TEXTS.runsSmall : SIZE_ADVICE_TEXTS.runsLarge);
  if (!extra.available) tail.push(SIZE_ADVICE_TEXTS.soldOut(choice.size));
  return [...reasons.slice(0, REASONS_MAX - tail.length), ...tail];
}
