import { type CategorySales, EMPTY_TEXTS, formatPrice, ORDER_TEXTS } from '@seamline/contract';
import { PieChart as PieIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Cell, Pie, PieChart, type PieLabelRenderProps, ResponsiveContainer, Tooltip } from 'recharts';
import { type PieSlice, paletteColor, sliceLabel, toPieSlices } from '../lib/pie-slices';

/**
 * '<Category label> <n>%' beside its slice, on two lines so it fits beside the pie on a phone;
 * dark text because some palette colours are too light to read on white.
 */
function SliceLabel({ x, y, textAnchor, payload }: PieLabelRenderProps) {
  const slice = payload as PieSlice;
  return (
    <text x={x} y={y} textAnchor={textAnchor} fill="#3f3f46" fontSize={12}>
      <tspan x={x} dy="-0.2em">
        {`${slice.label} `}
      </tspan>
      <tspan x={x} dy="1.2em" fontWeight={600}>
        {`${slice.percent}%`}
      </tspan>
    </text>
  );
}

/** 'Sales by Category' pie (spec §2): slices labelled '<Category> <n>%', with a legend beneath. */
export function SalesByCategoryChart({ rows }: { rows: readonly CategorySales[] }) {
  const slices = useMemo(() => toPieSlices(rows), [rows]);
  if (slices.length === 0) {
    return (
      <div className="flex h-full min-h-48 flex-col items-center justify-center gap-2 text-center text-sm text-zinc-600">
        <PieIcon className="h-8 w-8 text-zinc-300" aria-hidden="true" />
        <p>{EMPTY_TEXTS.salesData}</p>
        <p className="text-xs text-zinc-500">{ORDER_TEXTS.noSalesInPeriod}</p>
      </div>
    );
  }
  const summary = `Sales by category: ${slices.map((s) => `${sliceLabel(s)} (${formatPrice(s.sales)})`).join(', ')}`;
  return (
    <div>
      <div role="img" aria-label={summary} className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <Pie
              data={slices}
              dataKey="sales"
              nameKey="label"
              innerRadius="36%"
              outerRadius="58%"
              animationDuration={700}
              paddingAngle={slices.length > 1 ? 2 : 0}
              label={SliceLabel}
              labelLine={false}
              stroke="#fff"
            >
              {slices.map((slice, i) => (
                <Cell key={slice.category} fill={paletteColor(i)} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => formatPrice(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="mt-4 space-y-2 text-sm" aria-hidden="true">
        {slices.map((slice, i) => (
          <li key={slice.category} className="flex items-center gap-2">
            <span className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: paletteColor(i) }} />
            <span className="flex-1 text-zinc-700">{slice.label}</span>
            <span className="tabular-nums text-zinc-500">{slice.percent}%</span>
            <span className="w-24 text-right font-medium tabular-nums text-zinc-900">{formatPrice(slice.sales)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
