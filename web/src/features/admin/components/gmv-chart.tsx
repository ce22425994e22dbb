import { formatPrice, type GmvDay, MODERATION_TEXTS, ORDER_TEXTS } from '@seamline/contract';
import { useMemo } from 'react';
import { DailyBarChart, NoBars } from '@/components/ui/daily-bar-chart';

/** The server's days are UTC days. */
const dayOf = (date: string, style: 'short' | 'long') =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { weekday: 'short', year: 'numeric' } : {}),
  });

/** The Overview's chart (docs/architecture.md#money-and-operator): gross sales per day of the period, drawn as the vendor dashboard draws its sales. */
export function GmvChart({ days }: { days: readonly GmvDay[] }) {
  const data = useMemo(() => days.map((d) => ({ ...d, label: dayOf(d.date, 'short'), value: d.gmv })), [days]);
  const totalCents = days.reduce((sum, d) => sum + Math.round(d.gmv * 100), 0);
  if (totalCents === 0) return <NoBars text={ORDER_TEXTS.noSalesInPeriod} className="h-48 sm:h-64" />;
  const best = days.reduce<GmvDay | undefined>((top, d) => (d.gmv > (top?.gmv ?? 0) ? d : top), undefined);
  const summary =
    `${MODERATION_TEXTS.gmvByDay} from ${data[0]?.label ?? ''} to ${data.at(-1)?.label ?? ''}: ${formatPrice(totalCents / 100)}` +
    (best ? `; best day ${dayOf(best.date, 'long')} with ${formatPrice(best.gmv)}.` : '.');
  return (
    <DailyBarChart
      data={data}
      name="Gross sales"
      summary={summary}
      describe={(p) => ({ day: dayOf(p.date, 'long'), figures: [['Gross sales', formatPrice(p.gmv)]] })}
      className="h-64 lg:h-80"
    />
  );
}
