import {
  compareSizes,
  MEASUREMENT_LABELS,
  type Measurement,
  measurementsOf,
  SIZE_PASSPORT_TEXTS,
  type VendorSizeChart,
  validSizes,
} from '@seamline/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table-head';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveSizeChart } from '../api/save-size-chart';
import { type ChartProblems, cellKey, checkChart, type EditorRow, problemsOf, toEditorRows, toSave } from '../lib/chart-rows';
import { AddSize } from './add-size';
import { SizeRow } from './size-row';

const NO_PROBLEMS: ChartProblems = { cells: {}, first: null };

/** One chart's sizes, each measurement a range in cm ('96–100', or one number), checked before it is sent. */
export function ChartForm({ chart, label }: { chart: VendorSizeChart; label: string }) {
  const save = useSaveSizeChart();
  const columns: readonly Measurement[] = measurementsOf(chart.categoryName, chart.subCategoryName);
  const order = compareSizes(chart.categoryName, chart.subCategoryName);
  const [rows, setRows] = useState<EditorRow[]>(() => toEditorRows(chart.rows, columns));
  const [problems, setProblems] = useState<ChartProblems>(NO_PROBLEMS);
  const pair = `${chart.categoryName}-${chart.subCategoryName}`;
  // A row added or removed moves the rows' indexes: messages found before would land on the wrong cells.
  const change = (next: (now: EditorRow[]) => EditorRow[]) => {
    setRows(next);
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
      const fromServer = problemsOf(failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {});
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
              <SizeRow
                key={row.size}
                row={row}
                columns={columns}
                idPrefix={`chart-${pair}`}
                errorOf={(m) => problems.cells[cellKey(i, m)]}
                canRemove={rows.length > 1}
                onRemove={() => change((now) => now.filter((r) => r.size !== row.size))}
                onEdit={(m, value) => edit(row.size, m, value)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <AddSize
        id={`size-to-add-${pair}`}
        addable={validSizes(chart.categoryName, chart.subCategoryName).filter((size) => !rows.some((r) => r.size === size))}
        onAdd={(size) => change((now) => [...now, { size, values: {} }].sort((a, b) => order(a.size, b.size)))}
      />
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
