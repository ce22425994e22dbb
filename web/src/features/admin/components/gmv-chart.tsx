import { formatPrice, type GmvDay, MODERATION_TEXTS } from '@seamline/contract';
import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';

interface ChartPoint extends GmvDay {
  label: string;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const axisTick = { fontSize: 12, fill: '#71717a' };
/** The server's days are UTC days. */
const dayOf = (date: string, style: 'short' | 'long') =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { weekday: 'short', year: 'numeric' } : {}),
  });

function GmvTooltip({ active, payload }: TooltipContentProps) {
  const point = active ? (payload?.[0]?.payload as ChartPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-zinc-900">{dayOf(point.date, 'long')}</p>
      <p className="mt-1 text-zinc-700">
        Gross sales: <span className="font-semibold text-zinc-900">{formatPrice(point.gmv)}</span>
      </p>
    </div>
  );
}

/** The Overview's chart (DESIGN §13): gross sales per day of the period, drawn as the vendor dashboard draws its sales. */
export function GmvChart({ days }: { days: readonly GmvDay[] }) {
  const data = useMemo<ChartPoint[]>(() => days.map((d) => ({ ...d, label: dayOf(d.date, 'short') })), [days]);
  const totalCents = days.reduce((sum, d) => sum + Math.round(d.gmv * 100), 0);
  if (totalCents === 0)
    return (
      <div className="flex h-48 flex-col items-center justify-center gap-2 text-center text-sm text-zinc-600 sm:h-64">
        <BarChart3 className="h-8 w-8 text-zinc-300" aria-hidden="true" />
        <p>No sales in this period.</p>
      </div>
    );
  const best = days.reduce<GmvDay | undefined>((top, d) => (d.gmv > (top?.gmv ?? 0) ? d : top), undefined);
  const summary =
    `${MODERATION_TEXTS.gmvByDay} from ${data[0]?.label ?? ''} to ${data.at(-1)?.label ?? ''}: ${formatPrice(totalCents / 100)}` +
    (best ? `; best day ${dayOf(best.date, 'long')} with ${formatPrice(best.gmv)}.` : '.');
  return (
    <div role="img" aria-label={summary} className="h-64 lg:h-80">
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
          <Tooltip cursor={{ fill: '#f4f4f5' }} content={GmvTooltip} />
          <Bar dataKey="gmv" name="Gross sales" fill="#4f46e5" radius={[3, 3, 0, 0]} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
