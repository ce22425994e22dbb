import { formatRange, type Measurement, parseRange, type SizeChartRow, sizeChartInput, type VendorSizeChart } from '@seamline/contract';
import type { SizeChartSave } from '../api/save-size-chart';

/** A chart row as the editor holds it: each measurement as typed ('96–100', '98' or ''). */
export type EditorRow = { size: string; values: Partial<Record<Measurement, string>> };

export const toEditorRows = (rows: readonly SizeChartRow[], columns: readonly Measurement[]): EditorRow[] =>
  rows.map((r) => ({
    size: r.size,
    values: Object.fromEntries(columns.map((m) => [m, r.measurements[m] ? formatRange(r.measurements[m]) : ''])),
  }));

/** A typed measurement as sent: a range, or the text itself when it reads as none (the checks word why). */
const sent = (text: string) => parseRange(text) ?? text;

/** The PUT's rows: blank measurements left out, each other one a `{ min, max }` range. */
export function toSave(
  chart: Pick<VendorSizeChart, 'categoryName' | 'subCategoryName'>,
  rows: readonly EditorRow[],
  columns: readonly Measurement[],
): SizeChartSave {
  return {
    categoryName: chart.categoryName,
    subCategoryName: chart.subCategoryName,
    rows: rows.map((r) => ({
      size: r.size,
      measurements: Object.fromEntries(columns.flatMap((m) => (r.values[m]?.trim() ? [[m, sent(r.values[m])]] : []))),
    })),
  };
}

/** Where a problem goes: `rows.3.measurements.chest` beside that cell, anything else above the button. */
export const cellKey = (row: number, m: string) => `rows.${row}.measurements.${m}`;

export interface ChartProblems {
  /** By `cellKey`: the first message for each cell. */
  cells: Record<string, string>;
  /** The first message of all, said where the form is sent from. */
  first: string | null;
}

export function problemsOf(messages: Record<string, string>): ChartProblems {
  const cells: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) if (/^rows\.\d+\.measurements\./.test(path)) cells[path] ??= message;
  return { cells, first: Object.values(messages)[0] ?? null };
}

/** The contract's own checks before anything is sent: the same messages the server would give. */
export function checkChart(save: SizeChartSave): ChartProblems {
  const result = sizeChartInput.safeParse(save);
  if (result.success) return { cells: {}, first: null };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.') || 'rows'] ??= issue.message;
  return problemsOf(messages);
}
