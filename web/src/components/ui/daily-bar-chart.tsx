import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/cn';

/** One day's bar: its axis label and its height in dollars; the rest of the point is the caller's, for its tooltip. */
export interface DayBar {
  label: string;
  value: number;
}

/** What the tooltip over a bar says: the day, then one `name: value` line per figure. */
export interface DayFigures {
  day: string;
  figures: readonly (readonly [name: string, value: string])[];
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const axisTick = { fontSize: 12, fill: '#71717a' };

/** The tooltip over a bar: the day, then its figures. */
export function DayTooltip<P extends DayBar>({ active, payload, describe }: TooltipContentProps & { describe: (point: P) => DayFigures }) {
  const point = active ? (payload?.[0]?.payload as P | undefined) : undefined;
  if (!point) return null;
  const { day, figures } = describe(point);
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-zinc-900">{day}</p>
      <div className="mt-1">
        {figures.map(([name, value]) => (
          <p key={name} className="text-zinc-700">
            {name}: <span className="font-semibold text-zinc-900">{value}</span>
          </p>
        ))}
      </div>
    </div>
  );
}

/** A period with nothing to draw: said in words, not drawn as an empty $0–$4 axis. */
export function NoBars({ text, className }: { text: string; className: string }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 text-center text-sm text-zinc-600', className)}>
      <BarChart3 className="h-8 w-8 text-zinc-300" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/**
 * One bar of dollars per day of a period (the vendor's sales, the operator's gross sales). Drawn as
 * an image named by `summary`, which says in words what the bars show.
 */
export function DailyBarChart<P extends DayBar>(props: {
  data: readonly P[];
  /** The bars' name (what a day's value is). */
  name: string;
  summary: string;
  describe: (point: P) => DayFigures;
  /** The chart's height at each width. */
  className: string;
}) {
  const { data, name, summary, describe, className } = props;
  return (
    <div role="img" aria-label={summary} className={className}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
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
          <Tooltip cursor={{ fill: '#f4f4f5' }} content={(tip) => <DayTooltip {...tip} describe={describe} />} />
          <Bar dataKey="value" name={name} fill="#4f46e5" radius={[3, 3, 0, 0]} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
