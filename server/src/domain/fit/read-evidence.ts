import {
  API_MESSAGES,
  type Category,
  chartCovering,
  compareSizes,
  garmentGroupOf,
  type SizeChartRow,
  type Subcategory,
} from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';
import { notFound } from '../errors.js';
import { chartOf } from '../sizes/size-charts.js';
import type { BuyerEvidence, PastSize, ProductEvidence } from './evidence.js';
import { type DeliveredLine, outcomesOf, readDeliveredLines } from './fit-history.js';
import { readGivenProfile } from './fit-profile.js';
import { productReturnCounts, shopReturnCounts, toCounts } from './return-counts.js';
import { type SizeReturns, shopperFlags, sizeReturnRows } from './size-flags.js';

type ProductRow = {
  name: string;
  category: Category;
  subcategory: Subcategory;
  vendorId: number;
  vendorName: string;
  chartRows: SizeChartRow[] | null;
  sizes: Array<[string, boolean]>;
  sizeReturns: SizeReturns[];
  own: Parameters<typeof toCounts>[0];
  shop: Parameters<typeof toCounts>[0];
};

/** A listed product as size advice reads it, in one statement; 404 when it is not on sale. */
export async function readProductEvidence(statements: Statements, productId: number): Promise<ProductEvidence> {
  const [row] = await statements.rows<ProductRow>(
    sql`select p.name, p.category, p.subcategory, p.vendor_id as "vendorId", coalesce(u.vendor_name, '') as "vendorName",
      c.rows as "chartRows",
      (select coalesce(json_agg(json_build_array(v.size, v.stock > 0)), '[]'::json) from product_variants v
        where v.product_id = p.id and v.deleted_at is null and v.size is not null) as sizes,
      ${sizeReturnRows(sql`p.id`)} as "sizeReturns",
      ${productReturnCounts(sql`p`)} as "own", ${shopReturnCounts(sql`p`)} as "shop"
    from products p join users u on u.id = p.vendor_id
    left join size_charts c on c.vendor_id = p.vendor_id and c.category = p.category and c.subcategory = p.subcategory
    where p.id = ${productId}::int and p.listed`,
    'fit_product',
  );
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  const inStock = new Map<string, boolean>();
  for (const [size, stocked] of row.sizes) inStock.set(size, (inStock.get(size) ?? false) || stocked);
  const sizes = [...inStock.keys()].sort(compareSizes(row.category, row.subcategory));
  const chart = chartCovering(chartOf(row.category, row.subcategory, row.chartRows), sizes, row.category, row.subcategory);
  return {
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    group: garmentGroupOf(row.name, row.subcategory),
    chart: chart.rows,
    sizes: sizes.map((size) => ({ size, inStock: inStock.get(size) ?? false })),
    sizeFlags: shopperFlags(row.sizeReturns),
    returns: toCounts(row.own),
    shopReturns: toCounts(row.shop),
  };
}

type ChartRow = { vendorId: number; category: Category; subcategory: Subcategory; rows: SizeChartRow[] };

/**
 * The charts of the shops the buyer bought from: their own, else the default, each covering the sizes
 * bought. With `only`, the charts of lines of that subcategory alone; any other line's chart is
 * empty: a shoe's chart measures nothing a garment's does, nor the other way round, so those lines
 * would give the advice no reading anyway, and a buyer's whole history of charts is the largest
 * thing advice reads.
 */
async function chartsOf(statements: Statements, lines: readonly DeliveredLine[], only?: Subcategory) {
  const wanted = only === undefined ? lines : lines.filter((l) => l.subcategory === only);
  const vendors = [...new Set(wanted.map((l) => l.vendorId))];
  const own =
    vendors.length === 0
      ? []
      : await statements.rows<ChartRow>(
          sql`select vendor_id as "vendorId", category, subcategory, rows from size_charts
          where vendor_id = any(${`{${vendors.join(',')}}`}::int[]) and (${only ?? null}::text is null or subcategory = ${only ?? null})`,
          'fit_charts',
        );
  const key = (vendorId: number, category: string, subcategory: string) => `${vendorId}:${category}:${subcategory}`;
  const byKey = new Map(own.map((c) => [key(c.vendorId, c.category, c.subcategory), c.rows]));
  // Many lines share a shop, a pair and a size: each chart is made once.
  const made = new Map<string, SizeChartRow[]>();
  return (line: DeliveredLine): SizeChartRow[] => {
    if (only !== undefined && line.subcategory !== only) return [];
    const pair = key(line.vendorId, line.category, line.subcategory);
    const memo = `${pair}:${line.size}`;
    let chart = made.get(memo);
    if (!chart) {
      chart = chartCovering(
        chartOf(line.category, line.subcategory, byKey.get(pair) ?? null),
        [line.size],
        line.category,
        line.subcategory,
      ).rows;
      made.set(memo, chart);
    }
    return chart;
  };
}

/** What the buyer gave and the sized lines delivered to them: read beside the product's evidence. */
export interface BuyerRecord {
  given: Awaited<ReturnType<typeof readGivenProfile>>;
  lines: DeliveredLine[];
}

export async function readBuyerRecord(statements: Statements, buyerId: number): Promise<BuyerRecord> {
  const [given, lines] = await Promise.all([readGivenProfile(statements, buyerId), readDeliveredLines(statements, buyerId)]);
  return { given, lines };
}

/**
 * The buyer as size advice reads them: what they gave, and what became of each size delivered by
 * `now` (the money clock), with the shop's chart of it (of `only` that subcategory's lines, when given).
 */
export async function buyerEvidenceOf(
  statements: Statements,
  { given, lines }: BuyerRecord,
  now: Date,
  only?: Subcategory,
): Promise<BuyerEvidence> {
  const chartFor = await chartsOf(statements, lines, only);
  const history = outcomesOf(lines, now).map(
    ({ line, outcome, at }): PastSize => ({
      productName: line.productName,
      vendorId: line.vendorId,
      vendorName: line.vendorName,
      category: line.category,
      subcategory: line.subcategory,
      group: garmentGroupOf(line.productName, line.subcategory),
      size: line.size,
      outcome,
      at,
      chart: chartFor(line),
    }),
  );
  return { ...given, history };
}

/** The buyer's evidence for any product: every line with its chart. */
export async function readBuyerEvidence(statements: Statements, buyerId: number, now: Date): Promise<BuyerEvidence> {
  return buyerEvidenceOf(statements, await readBuyerRecord(statements, buyerId), now);
}
