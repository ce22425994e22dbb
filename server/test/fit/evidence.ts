import { type Category, defaultSizeChart, type GarmentGroup, type SizeChartRow, type Subcategory } from '@seamline/contract';
import type { BuyerEvidence, PastSize, ProductEvidence } from '../../src/domain/fit/evidence.js';

/**
 * Evidence for size advice's unit tests, as plain data: shops whose charts are the default one, or
 * the default moved by whole sizes (a shop whose M measures what the default's S does runs a size small).
 */

/** The default chart of a pair with each size taking the measurements of the size `by` places away (−1: a size small). */
export function movedChart(category: Category, subcategory: Subcategory, by: number): SizeChartRow[] {
  const rows = defaultSizeChart(category, subcategory).rows;
  return rows.flatMap((row, i) => {
    const like = rows[i + by];
    return like ? [{ size: row.size, measurements: like.measurements }] : [];
  });
}

export function product(overrides: Partial<ProductEvidence> = {}): ProductEvidence {
  const category = overrides.category ?? 'female';
  const subcategory = overrides.subcategory ?? 'clothes';
  const chart = overrides.chart ?? defaultSizeChart(category, subcategory).rows;
  return {
    vendorId: 2,
    vendorName: 'Lumière Femme',
    name: 'Linen Shirt',
    category,
    subcategory,
    group: 'tops',
    chart,
    sizes: chart.filter((r) => ['XS', 'S', 'M', 'L', 'XL'].includes(r.size)).map((r) => ({ size: r.size, inStock: true })),
    sizeFlags: [],
    returns: { delivered: 0, small: 0, large: 0 },
    shopReturns: { delivered: 0, small: 0, large: 0 },
    ...overrides,
  };
}

export function past(size: string, outcome: PastSize['outcome'], overrides: Partial<PastSize> = {}): PastSize {
  const category = overrides.category ?? 'female';
  const subcategory = overrides.subcategory ?? 'clothes';
  return {
    productName: 'Organic Cotton Tee',
    vendorId: 1,
    vendorName: 'Northwind Apparel',
    category,
    subcategory,
    group: 'tops' as GarmentGroup,
    size,
    outcome,
    at: new Date('2026-10-01T00:00:00Z'),
    chart: defaultSizeChart(category, subcategory).rows,
    ...overrides,
  };
}

export const buyer = (overrides: Partial<BuyerEvidence> = {}): BuyerEvidence => ({
  measurements: {},
  usualSizes: {},
  history: [],
  ...overrides,
});
