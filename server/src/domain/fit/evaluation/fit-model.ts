import { type CmRange, defaultSizeChart, type Measurement, middleOf, type SizeChartRow } from '@seamline/contract';
import { dimensionsOf, rangeAt, stepOf } from '../dimensions.js';
import type { Adult, EvalBuyer, EvalProduct } from './world.js';

/**
 * The evaluation's hidden truth (README.md, 'The evaluation'): whether a garment fits a body, read
 * from the body and what the garment really measures (its chart moved by the product's hidden
 * deviation). Size advice never reads this file, the bodies or the deviations.
 */

/** How far beyond a size's range, in sizes, a body still wears it: a garment has some ease. */
const EASE = 0.6;

export type Wear = 'fits' | 'too_small' | 'too_large';

/** One size of this product in cm: the step between the sizes it is sold in (whole shoe sizes, not the chart's halves). */
const sizeStep = (product: EvalProduct, chart: readonly SizeChartRow[], m: Measurement) =>
  stepOf(
    chart.filter((r) => product.sizes.includes(r.size)),
    m,
  );

/** What a size of the product really measures: its chart's range moved by the product's deviation. */
function trueRange(product: EvalProduct, chart: readonly SizeChartRow[], size: string, m: Measurement): CmRange | undefined {
  const range = rangeAt(chart, size, m);
  if (!range) return undefined;
  const by = product.deviation * sizeStep(product, chart, m);
  return { min: range.min + by, max: range.max + by };
}

/** Per measurement the garment is tried on by: how far, in sizes, the body lies above (+) or below (−) the garment's range. */
function misses(buyer: Pick<EvalBuyer, 'body'>, product: EvalProduct, chart: readonly SizeChartRow[], size: string): number[] {
  return dimensionsOf(product.category, product.subcategory, product.group).flatMap(({ m }) => {
    const range = trueRange(product, chart, size, m);
    const body = buyer.body[m];
    if (!range || body === undefined) return [];
    const step = sizeStep(product, chart, m);
    return [body > range.max ? (body - range.max) / step : body < range.min ? (body - range.min) / step : 0];
  });
}

/** Too small when the body is more than the ease beyond the garment anywhere it is tried on (the larger miss decides). */
export function wear(buyer: Pick<EvalBuyer, 'body'>, product: EvalProduct, size: string): Wear {
  const chart = product.shop.chart(product.category, product.subcategory);
  const worst = misses(buyer, product, chart, size).reduce((w, miss) => (Math.abs(miss) > Math.abs(w) ? miss : w), 0);
  return worst > EASE ? 'too_small' : worst < -EASE ? 'too_large' : 'fits';
}

/** The size that fits best: among those that fit, the one whose middle is nearest the body; else the one missing least. */
export function bestSize(
  buyer: Pick<EvalBuyer, 'body'>,
  product: EvalProduct,
  chart = product.shop.chart(product.category, product.subcategory),
): string {
  const dims = dimensionsOf(product.category, product.subcategory, product.group);
  const score = (size: string) => {
    const miss = misses(buyer, product, chart, size).reduce((s, x) => s + Math.abs(x), 0);
    const centre = dims.reduce((s, { m, weight }) => {
      const range = trueRange(product, chart, size, m);
      const body = buyer.body[m];
      return range && body !== undefined ? s + (weight * Math.abs(body - middleOf(range))) / sizeStep(product, chart, m) : s;
    }, 0);
    return miss * 10 + centre;
  };
  return [...product.sizes].sort((a, b) => score(a) - score(b))[0] as string;
}

/** The label a buyer believes is theirs: the best size on the default chart, a size off for one buyer in five. */
export function usualLabel(buyer: Pick<EvalBuyer, 'body' | 'category'>, product: EvalProduct, off: number): string {
  const chart = defaultSizeChart(buyer.category as Adult, product.subcategory).rows;
  const best = bestSize(buyer, { ...product, deviation: 0 }, chart);
  const i = product.sizes.indexOf(best) + off;
  return product.sizes[Math.max(0, Math.min(product.sizes.length - 1, i))] as string;
}
