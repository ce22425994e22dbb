import {
  CATEGORIES,
  type Category,
  defaultSizeChart,
  type SizeChartInput,
  type SizeChartRow,
  SUBCATEGORIES,
  type Subcategory,
  type VendorSizeChart,
} from '@seamline/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sizeCharts } from '../../db/schema.js';

/** The vendor's chart for every category × subcategory: its own where set, else the default. */
export async function listVendorSizeCharts(db: Tx, vendorId: number): Promise<VendorSizeChart[]> {
  const own = await db
    .select({ category: sizeCharts.category, subcategory: sizeCharts.subcategory, rows: sizeCharts.rows })
    .from(sizeCharts)
    .where(eq(sizeCharts.vendorId, vendorId));
  return CATEGORIES.flatMap((categoryName) =>
    SUBCATEGORIES.map((subCategoryName) => {
      const set = own.find((c) => c.category === categoryName && c.subcategory === subCategoryName);
      return { categoryName, subCategoryName, rows: set ? set.rows : defaultSizeChart(categoryName, subCategoryName).rows, custom: !!set };
    }),
  );
}

/** Stores the vendor's chart for one pair (rows already checked and in size order by the contract). */
export async function setVendorSizeChart(db: Tx, vendorId: number, input: SizeChartInput, now: Date): Promise<VendorSizeChart> {
  const values = { vendorId, category: input.categoryName, subcategory: input.subCategoryName, rows: input.rows, updatedAt: now };
  await db
    .insert(sizeCharts)
    .values(values)
    .onConflictDoUpdate({
      target: [sizeCharts.vendorId, sizeCharts.category, sizeCharts.subcategory],
      set: { rows: sql`excluded.rows`, updatedAt: now },
    });
  return { categoryName: input.categoryName, subCategoryName: input.subCategoryName, rows: input.rows, custom: true };
}

/** The chart a product shows: its vendor's stored rows, else the pair's default. */
export const chartOf = (category: Category, subcategory: Subcategory, own: SizeChartRow[] | null) => ({
  rows: own ?? defaultSizeChart(category, subcategory).rows,
});
