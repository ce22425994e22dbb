import type { AnalyticsSummary, CategorySales, DailySales } from '@seamline/contract';

/** The summary with its two JSON-text series parsed (spec §3). */
export interface DashboardSummary {
  totalSales: number;
  totalOrders: number;
  totalProducts: number;
  salesByCategory: CategorySales[];
  recentSales: DailySales[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A list sent as JSON text (or already as a list); anything unreadable is an empty list. */
function parseJsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function parseSalesByCategory(value: unknown): CategorySales[] {
  return parseJsonList(value).flatMap((row) =>
    isRecord(row) && typeof row.category === 'string' && isNumber(Number(row.sales))
      ? [{ category: row.category, sales: Number(row.sales) }]
      : [],
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseRecentSales(value: unknown): DailySales[] {
  return parseJsonList(value).flatMap((row) =>
    isRecord(row) && typeof row.date === 'string' && ISO_DAY.test(row.date)
      ? [{ date: row.date, amount: Number(row.amount) || 0, orderCount: Number(row.orderCount) || 0 }]
      : [],
  );
}

/** Spec §3: the summary is the first element of the answer; no element means nothing sold yet. */
export function toDashboardSummary(response: unknown): DashboardSummary {
  const first: Partial<AnalyticsSummary> = Array.isArray(response) && isRecord(response[0]) ? response[0] : {};
  return {
    totalSales: Number(first.totalSales) || 0,
    totalOrders: Number(first.totalOrders) || 0,
    totalProducts: Number(first.totalProducts) || 0,
    salesByCategory: parseSalesByCategory(first.salesByCategory),
    recentSales: parseRecentSales(first.recentSales),
  };
}
