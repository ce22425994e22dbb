import type { DailySales } from '@seamline/contract';

/** A local calendar day as `YYYY-MM-DD` (the chart's day key, spec §3). */
export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Spec §9: exactly `days` points from today − (days − 1) to today inclusive; a day without sales
 * gets amount 0 and orderCount 0. Days are stepped by calendar date, so month ends and DST hold.
 */
export function fillDays(recentSales: readonly DailySales[], days: number, today: Date = new Date()): DailySales[] {
  const byDay = new Map<string, DailySales>();
  for (const point of recentSales) {
    const seen = byDay.get(point.date);
    byDay.set(point.date, {
      date: point.date,
      amount: (seen?.amount ?? 0) + point.amount,
      orderCount: (seen?.orderCount ?? 0) + point.orderCount,
    });
  }
  const points: DailySales[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = toIsoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - back));
    points.push(byDay.get(date) ?? { date, amount: 0, orderCount: 0 });
  }
  return points;
}

export interface PeriodTotals {
  sales: number;
  orders: number;
}

/** Spec §9: the period's totals are the sums of its days (sales summed in cents, no float drift). */
export function periodTotals(points: readonly DailySales[]): PeriodTotals {
  let cents = 0;
  let orders = 0;
  for (const p of points) {
    cents += Math.round(p.amount * 100);
    orders += p.orderCount;
  }
  return { sales: cents / 100, orders };
}

/** Axis label: short month and day, e.g. 'Nov 3' (spec §9). */
export function formatDayShort(isoDay: string, locale?: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return isoDay;
  return new Date(y, m - 1, d).toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}

/** Tooltip heading: the full date, e.g. 'Nov 3, 2025'. */
export function formatDayLong(isoDay: string, locale?: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return isoDay;
  return new Date(y, m - 1, d).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}
