import { type DailySales, formatPrice, ORDER_TEXTS } from '@seamline/contract';
import { useMemo } from 'react';
import { DailyBarChart, NoBars } from '@/components/ui/daily-bar-chart';
import { formatDayLong, formatDayShort, periodTotals } from '../lib/fill-days';

/** 'Sales Bar Chart': one bar per day of the period, missing days at zero (spec §2, §9). */
export function SalesBarChart({ points }: { points: readonly DailySales[] }) {
  const data = useMemo(() => points.map((p) => ({ ...p, label: formatDayShort(p.date), value: p.amount })), [points]);
  const totals = periodTotals(points);
  if (totals.orders === 0 && totals.sales === 0) return <NoBars text={ORDER_TEXTS.noSalesInPeriod} className="h-48 sm:h-72 lg:h-[22rem]" />;
  const best = points.reduce<DailySales | undefined>((top, p) => (p.amount > (top?.amount ?? 0) ? p : top), undefined);
  const first = data[0]?.label ?? '';
  const last = data.at(-1)?.label ?? '';
  const summary =
    `Daily sales from ${first} to ${last}: ${formatPrice(totals.sales)} from ${totals.orders} orders` +
    (best ? `; best day ${formatDayLong(best.date)} with ${formatPrice(best.amount)}.` : '.');
  return (
    <DailyBarChart
      data={data}
      name="Sales"
      summary={summary}
      // Spec §9: the tooltip names 'Sales' (dollars, 2 decimals) and 'Orders'.
      describe={(p) => ({
        day: formatDayLong(p.date),
        figures: [
          ['Sales', formatPrice(p.amount)],
          ['Orders', String(p.orderCount)],
        ],
      })}
      className="h-72 lg:h-[22rem]"
    />
  );
}
