import {
  CATEGORY_LABELS,
  compareSizes,
  ERRORS,
  formatRange,
  MEASUREMENT_LABELS,
  type Measurement,
  measurementsOf,
  parseRange,
  SHOPPER_TEXTS,
  SUBCATEGORY_LABELS,
  type VendorSizeChart,
  validSizes,
} from '@seamline/contract';
import { Plus, Trash2 } from 'lucide-react';
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

type Row = { size: string; values: Record<string, string> };

function ChartForm({ chart }: { chart: VendorSizeChart }) {
  const save = useSaveSizeChart();
  const columns: readonly Measurement[] = measurementsOf(chart.categoryName, chart.subCategoryName);
  const order = compareSizes(chart.categoryName, chart.subCategoryName);
  const [rows, setRows] = useState<Row[]>(() =>
    chart.rows.map((r) => ({
      size: r.size,
      values: Object.fromEntries(
        columns.map((m) => {
          const range = r.measurements[m];
          return [m, range ? formatRange(range) : ''];
        }),
      ),
    })),
  );
  // Sizes the pair is sold in that the chart has no row for yet (issue 28, F4): XXL, 3XL, EU 42.5…
  const addable = validSizes(chart.categoryName, chart.subCategoryName).filter((size) => !rows.some((r) => r.size === size));
  const [toAdd, setToAdd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addRow = () => {
    const size = toAdd || addable[0];
    if (!size) return;
    setRows((now) => [...now, { size, values: {} }].sort((a, b) => order(a.size, b.size)));
    setToAdd('');
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const sent = rows.map((r) => ({
      size: r.size,
      // '96–100' or '98' as a range; anything else goes as typed, for the server's message to name it.
      measurements: Object.fromEntries(
        columns.map((m) => [m, r.values[m]?.trim() ? (parseRange(r.values[m] ?? '') ?? r.values[m]) : undefined]),
      ),
    }));
    setError(null);
    try {
      await save.mutateAsync({ categoryName: chart.categoryName, subCategoryName: chart.subCategoryName, rows: sent });
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
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row" className="py-1.5 pr-1 pl-3 text-left font-medium text-zinc-900">
                  <span className="flex items-center gap-1">
                    {row.size}
                    <Button
                      variant="danger-ghost"
                      size="sm"
                      className="px-1.5"
                      aria-label={SHOPPER_TEXTS.removeSizeRow(row.size)}
                      disabled={rows.length === 1}
                      onClick={() => setRows((now) => now.filter((r) => r.size !== row.size))}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </span>
                </th>
                {columns.map((m) => (
                  <td key={m} className="px-2 py-1.5">
                    <Input
                      type="text"
                      inputMode="decimal"
                      aria-label={`${MEASUREMENT_LABELS[m]} (cm), size ${row.size}`}
                      value={row.values[m] ?? ''}
                      onChange={(e) =>
                        setRows((now) => now.map((r) => (r.size === row.size ? { ...r, values: { ...r.values, [m]: e.target.value } } : r)))
                      }
                      className="h-9 w-24"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`size-to-add-${pairKey(chart)}`}
            label={SHOPPER_TEXTS.sizeToAdd}
            value={toAdd || addable[0]}
            onChange={(e) => setToAdd(e.target.value)}
            options={addable.map((size) => ({ value: size, label: size }))}
          />
          <Button variant="secondary" onClick={addRow}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {SHOPPER_TEXTS.addSizeRow}
          </Button>
        </div>
      )}
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
