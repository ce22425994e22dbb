import { type DailySales, ORDER_TEXTS } from '@seamline/contract';
import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { formatDayLong, formatDayShort, periodTotals } from '../lib/fill-days';
import { formatPrice } from '@seamline/contract';

interface ChartPoint extends DailySales {
  label: string;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const axisTick = { fontSize: 12, fill: '#71717a' };

/** Spec §9: the tooltip names 'Sales' (dollars, 2 decimals) and 'Orders'. */
function SalesTooltip({ active, payload }: TooltipContentProps) {
  const point = active ? (payload?.[0]?.payload as ChartPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-zinc-900">{formatDayLong(point.date)}</p>
      <p className="mt-1 text-zinc-700">
        Sales: <span className="font-semibold text-zinc-900">{formatPrice(point.amount)}</span>
      </p>
      <p className="text-zinc-700">
        Orders: <span className="font-semibold text-zinc-900">{point.orderCount}</span>
      </p>
    </div>
  );
}

/** A period without a sale: said in words, not drawn as an empty $0–$4 axis. */
function NoSales() {
  return (
    <div className="flex h-48 flex-col items-center justify-center gap-2 text-center text-sm text-zinc-600 sm:h-72 lg:h-[22rem]">
      <BarChart3 className="h-8 w-8 text-zinc-300" aria-hidden="true" />
      <p>{ORDER_TEXTS.noSalesInPeriod}</p>
    </div>
  );
}

/** 'Sales Bar Chart': one bar per day of the period, missing days at zero (spec §2, §9). */
export function SalesBarChart({ points }: { points: readonly DailySales[] }) {
  const data = useMemo<ChartPoint[]>(() => points.map((p) => ({ ...p, label: formatDayShort(p.date) })), [points]);
  const totals = periodTotals(points);
  if (totals.orders === 0 && totals.sales === 0) return <NoSales />;
  const best = points.reduce<DailySales | undefined>((top, p) => (p.amount > (top?.amount ?? 0) ? p : top), undefined);
  const first = data[0]?.label ?? '';
  const last = data.at(-1)?.label ?? '';
  const summary =
    `Daily sales from ${first} to ${last}: ${formatPrice(totals.sales)} from ${totals.orders} orders` +
    (best ? `; best day ${formatDayLong(best.date)} with ${formatPrice(best.amount)}.` : '.');

  return (
    <div role="img" aria-label={summary} className="h-72 lg:h-[22rem]">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
          <CartesianGrid vertical={false} stroke="#e4e4e7" />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={{ stroke: '#d4d4d8' }} minTickGap={20} />
          <YAxis
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            width={52}
            tickFormatter={(v: number) => `$${compact.format(v)}`}
            allowDecimals={false}
          />
          <Tooltip cursor={{ fill: '#f4f4f5' }} content={SalesTooltip} />
          <Bar dataKey="amount" name="Sales" fill="#4f46e5" radius={[3, 3, 0, 0]} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
