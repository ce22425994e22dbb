import {
  compareSizes,
  MEASUREMENT_LABELS,
  type Measurement,
  measurementsOf,
  SHOPPER_TEXTS,
  SIZE_PASSPORT_TEXTS,
  type VendorSizeChart,
  validSizes,
} from '@seamline/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/text-field';
import { TableHead } from '@/components/ui/table-head';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveSizeChart } from '../api/save-size-chart';
import { type ChartProblems, cellKey, checkChart, type EditorRow, problemsOf, toEditorRows, toSave } from '../lib/chart-rows';
import { RangeCell } from './range-cell';

const NO_PROBLEMS: ChartProblems = { cells: {}, first: null };

/** One chart's sizes, each measurement a range in cm ('96–100', or one number), checked before it is sent. */
export function ChartForm({ chart, label }: { chart: VendorSizeChart; label: string }) {
  const save = useSaveSizeChart();
  const columns: readonly Measurement[] = measurementsOf(chart.categoryName, chart.subCategoryName);
  const order = compareSizes(chart.categoryName, chart.subCategoryName);
  const [rows, setRows] = useState<EditorRow[]>(() => toEditorRows(chart.rows, columns));
  // Sizes the pair is sold in that the chart has no row for yet: XXL, 3XL, EU 42.5…
  const addable = validSizes(chart.categoryName, chart.subCategoryName).filter((size) => !rows.some((r) => r.size === size));
  const [toAdd, setToAdd] = useState('');
  const [problems, setProblems] = useState<ChartProblems>(NO_PROBLEMS);
  const addRow = () => {
    const size = toAdd || addable[0];
    if (!size) return;
    setRows((now) => [...now, { size, values: {} }].sort((a, b) => order(a.size, b.size)));
    setToAdd('');
    setProblems(NO_PROBLEMS);
  };
  const edit = (size: string, m: Measurement, value: string) =>
    setRows((now) => now.map((r) => (r.size === size ? { ...r, values: { ...r.values, [m]: value } } : r)));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = toSave(chart, rows, columns);
    const found = checkChart(input);
    setProblems(found);
    if (found.first) return;
    try {
      await save.mutateAsync(input);
      toast.success('Size chart saved', { description: `${label} now show your measurements.` });
    } catch (failure) {
      if (endedSession(failure)) return;
      const fields = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
      const fromServer = problemsOf(fields);
      setProblems({ cells: fromServer.cells, first: errorMessage(failure, 'The size chart could not be saved') });
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Size chart: ${label}`} className="space-y-4">
      <p className="text-sm text-zinc-600">{SIZE_PASSPORT_TEXTS.rangeHint}</p>
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full text-sm">
          <TableHead cells={[{ label: 'Size' }, ...columns.map((m) => ({ key: m, label: `${MEASUREMENT_LABELS[m]} (cm)` }))]} />
          <tbody className="divide-y divide-zinc-200">
            {rows.map((row, i) => (
              <tr key={row.size}>
                <th scope="row" className="py-1.5 pr-1 pl-3 text-left align-top font-medium text-zinc-900">
                  <span className="flex h-9 items-center gap-1">
                    {row.size}
                    <Button
                      variant="danger-ghost"
                      size="sm"
                      className="px-1.5"
                      aria-label={SHOPPER_TEXTS.removeSizeRow(row.size)}
                      disabled={rows.length === 1}
                      onClick={() => {
                        setRows((now) => now.filter((r) => r.size !== row.size));
                        setProblems(NO_PROBLEMS);
                      }}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </span>
                </th>
                {columns.map((m) => (
                  <RangeCell
                    key={m}
                    id={`chart-${chart.categoryName}-${chart.subCategoryName}-${row.size}-${m}`}
                    label={`${MEASUREMENT_LABELS[m]} (cm), size ${row.size}`}
                    value={row.values[m] ?? ''}
                    error={problems.cells[cellKey(i, m)]}
                    onChange={(value) => edit(row.size, m, value)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`size-to-add-${chart.categoryName}-${chart.subCategoryName}`}
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
      {problems.first && (
        <p role="alert" className="text-sm text-red-700">
          {problems.first}
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
