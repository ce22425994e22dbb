import { type Category, CATEGORY_LABELS, type CategorySales } from '@seamline/contract';

/** Spec §9: slices take their colour from a palette of 8, cycled. */
export const CHART_PALETTE = ['#4f46e5', '#0d9488', '#d97706', '#db2777', '#0284c7', '#7c3aed', '#65a30d', '#ea580c'] as const;

export const paletteColor = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length] as string;

export interface PieSlice {
  category: string;
  label: string;
  sales: number;
  percent: number;
}

const categoryLabel = (category: string): string =>
  CATEGORY_LABELS[category as Category] ?? category.charAt(0).toUpperCase() + category.slice(1);

/** Slices with a sale, each with its rounded share of the whole (spec §9). */
export function toPieSlices(rows: readonly CategorySales[]): PieSlice[] {
  const selling = rows.filter((r) => r.sales > 0);
  const total = selling.reduce((sum, r) => sum + r.sales, 0);
  if (total <= 0) return [];
  return selling.map((r) => ({
    category: r.category,
    label: categoryLabel(r.category),
    sales: r.sales,
    percent: Math.round((r.sales / total) * 100),
  }));
}

/** What a slice says on the chart: '<Category label> <n>%'. */
export const sliceLabel = (slice: PieSlice): string => `${slice.label} ${slice.percent}%`;
