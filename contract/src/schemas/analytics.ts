import { z } from 'zod';

export const categorySales = z.object({ category: z.string(), sales: z.number() });
export type CategorySales = z.infer<typeof categorySales>;

export const dailySales = z.object({ date: z.string(), amount: z.number(), orderCount: z.number() });
export type DailySales = z.infer<typeof dailySales>;

/** First element of the analytics list (spec §3); the two series travel as JSON text. */
export const analyticsSummary = z.object({
  totalSales: z.number(),
  totalOrders: z.number(),
  totalProducts: z.number(),
  salesByCategory: z.string(),
  recentSales: z.string(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;
export const analyticsResponse = z.array(analyticsSummary);

/** `days` narrows totals and sales by category to the chosen period; recentSales always covers 90 days. */
export const analyticsQuery = z.object({
  days: z.enum(['7', '30', '90'], { error: 'Days must be one of 7, 30, 90' }).transform(Number).optional(),
});
