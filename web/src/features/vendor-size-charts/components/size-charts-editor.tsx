import {
  CATEGORY_LABELS,
  ERRORS,
  MEASUREMENT_LABELS,
  type Measurement,
  measurementsOf,
  SUBCATEGORY_LABELS,
  type VendorSizeChart,
} from '@seamline/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/text-field';
import { Spinner } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table-head';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSizeCharts } from '../api/get-size-charts';
import { useSaveSizeChart } from '../api/save-size-chart';

const pairKey = (c: Pick<VendorSizeChart, 'categoryName' | 'subCategoryName'>) => `${c.categoryName}/${c.subCategoryName}`;
const pairLabel = (c: VendorSizeChart) => `${CATEGORY_LABELS[c.categoryName]} ${SUBCATEGORY_LABELS[c.subCategoryName].toLowerCase()}`;

/** 'Size charts': the vendor's body measurements per size for each category × subcategory (DESIGN §8). */
export function SizeChartsEditor() {
  const query = useSizeCharts();
  const [pair, setPair] = useState<string | null>(null);
  if (query.isPending) return <Spinner label="Loading size charts" />;
  if (query.isError) return <ErrorBox message={errorMessage(query.error, ERRORS.profileLoad.error)} onRetry={() => query.refetch()} />;
  const charts = query.data;
  const chart = charts.find((c) => pairKey(c) === pair) ?? charts[0];
  if (!chart) return null;
  return (
    <div className="space-y-4">
      <SelectField
        id="size-chart-pair"
        label="Chart"
        value={pairKey(chart)}
        onChange={(e) => setPair(e.target.value)}
        options={charts.map((c) => ({ value: pairKey(c), label: `${pairLabel(c)}${c.custom ? ' (yours)' : ' (default)'}` }))}
      />
      <ChartForm key={`${pairKey(chart)}-${query.dataUpdatedAt}`} chart={chart} />
    </div>
  );
}

function ChartForm({ chart }: { chart: VendorSizeChart }) {
  const save = useSaveSizeChart();
  const columns: readonly Measurement[] = measurementsOf(chart.categoryName, chart.subCategoryName);
  const [values, setValues] = useState(() =>
    chart.rows.map((r) => Object.fromEntries(columns.map((m) => [m, String(r.measurements[m] ?? '')]))),
  );
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rows = chart.rows.map((r, i) => ({
      size: r.size,
      measurements: Object.fromEntries(columns.map((m) => [m, values[i]?.[m]?.trim() ? Number(values[i]?.[m]) : undefined])),
    }));
    setError(null);
    try {
      await save.mutateAsync({ categoryName: chart.categoryName, subCategoryName: chart.subCategoryName, rows });
      toast.success('Size chart saved', { description: `${pairLabel(chart)} now show your measurements.` });
    } catch (failure) {
      if (!endedSession(failure)) setError(errorMessage(failure, 'The size chart could not be saved'));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Size chart: ${pairLabel(chart)}`} className="space-y-4">
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full text-sm">
          <TableHead cells={[{ label: 'Size' }, ...columns.map((m) => ({ key: m, label: `${MEASUREMENT_LABELS[m]} (cm)` }))]} />
          <tbody className="divide-y divide-zinc-200">
            {chart.rows.map((row, i) => (
              <tr key={row.size}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium text-zinc-900">
                  {row.size}
                </th>
                {columns.map((m) => (
                  <td key={m} className="px-2 py-1.5">
                    <Input
                      type="number"
                      inputMode="decimal"
                      step="0.5"
                      aria-label={`${MEASUREMENT_LABELS[m]} (cm), size ${row.size}`}
                      value={values[i]?.[m] ?? ''}
                      onChange={(e) => setValues((now) => now.map((v, j) => (j === i ? { ...v, [m]: e.target.value } : v)))}
                      className="h-9 w-24"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save size chart
        </Button>
      </div>
    </form>
  );
}
