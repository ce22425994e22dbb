import {
  type Category,
  defaultSizeChart,
  garmentGroupOf,
  type Measurement,
  middleOf,
  type SizeChartRow,
  type Subcategory,
  toHalfCm,
} from '@seamline/contract';
import { dimensionsOf, rangeAt, stepOf } from '../domain/fit/dimensions.js';
import { prng } from '../lib/seeded-random.js';
import type { DemoProduct } from './catalogue.js';

/**
 * The demo's size passport (docs/decisions/256): each shop's charts, and each buyer's bodies (their
 * own, a partner's, a child's), so the sizes the demo's orders hold follow from body against chart
 * as they would in a shop, and size advice has something true to read from the first start.
 */

/** How many sizes each demo shop's charts sit from the default (in VENDORS order): Lumière Femme runs a size small, Urban Thread a size large, Fjord half a size large. */
export const DEMO_CHART_OFFSETS = [0, -1, 0, 0, 1, 0.5] as const;

export interface DemoChart {
  vendorIndex: number;
  category: Category;
  subcategory: Subcategory;
  rows: SizeChartRow[];
}

/** The default chart moved by `offset` sizes: −1, each size measures what the default's next size down does. */
function movedChart(category: Category, subcategory: Subcategory, offset: number): SizeChartRow[] {
  const rows = defaultSizeChart(category, subcategory).rows;
  return rows.map((row) => ({
    size: row.size,
    measurements: Object.fromEntries(
      Object.entries(row.measurements).map(([m, r]) => {
        const by = offset * stepOf(rows, m as Measurement);
        return [m, { min: toHalfCm(r.min + by), max: toHalfCm(r.max + by) }];
      }),
    ),
  }));
}

/** Every shop's chart of each pair it sells: its own, as a shop sets one. */
export function demoCharts(products: readonly DemoProduct[]): DemoChart[] {
  const pairs = new Map(products.map((p) => [`${p.vendorIndex}:${p.category}:${p.subcategory}`, p]));
  return [...pairs.values()].map(({ vendorIndex, category, subcategory }) => ({
    vendorIndex,
    category,
    subcategory,
    // Shoes keep the default: a shop's shoe sizes are EU sizes wherever it is.
    rows: movedChart(category, subcategory, subcategory === 'shoes' ? 0 : (DEMO_CHART_OFFSETS[vendorIndex] ?? 0)),
  }));
}

export type Body = Partial<Record<Measurement, number>>;

/** A buyer's bodies: whoever they buy women's, men's and children's things for. */
export type DemoBodies = Record<Category, Body>;

/** Bodies spread as adults' and children's do; buyer1's own is the default chart's M. */
export function demoBodies(count: number): DemoBodies[] {
  const rand = prng(41);
  const adult = (chest: number, waistBelow: number, hipAbove: number, foot: number): Body => ({
    chest,
    waist: chest - waistBelow + rand.normal(0, 2),
    hip: chest + hipAbove + rand.normal(0, 2),
    footLength: foot,
  });
  return Array.from({ length: count }, (_, i) => {
    const height = rand.int(92, 150);
    return {
      female: i === 0 ? { chest: 88.5, waist: 71.5, hip: 94, footLength: 24.5 } : adult(rand.normal(91, 6), 18, 6, rand.normal(24.3, 0.9)),
      male: adult(rand.normal(106, 7), 13, 1, rand.normal(26.8, 1)),
      children: { height, chest: 52 + (height - 86) * 0.42 + rand.normal(0, 1.5), footLength: 12 + (height - 86) * 0.13 },
    };
  });
}

/** The size of `sizes` whose chart ranges lie nearest the body, measured as the garment is tried on. */
export function bestDemoSize(
  body: Body,
  product: DemoProduct,
  chart: readonly SizeChartRow[],
  sizes: readonly string[],
): string | undefined {
  const dims = dimensionsOf(product.category, product.subcategory, garmentGroupOf(product.name, product.subcategory));
  const cost = (size: string) =>
    dims.reduce((sum, { m, weight }) => {
      const range = rangeAt(chart, size, m);
      const b = body[m];
      if (!range || b === undefined) return sum + 100;
      const gap = b < range.min ? range.min - b : b > range.max ? b - range.max : 0;
      return sum + (weight * (gap + 0.15 * Math.abs(b - middleOf(range)))) / stepOf(chart, m);
    }, 0);
  return [...sizes].sort((a, b) => cost(a) - cost(b))[0];
}
