import {
  CHART_CSV_COLUMNS,
  CHART_CSV_MEASUREMENTS,
  CHART_CSV_REQUIRED,
  CHART_CSV_TEXTS,
  type ChartCsvColumn,
  CSV_LIMITS,
  CSV_TEXTS,
  type CsvImportRefused,
  type CsvProblem,
  formatRange,
  parseRange,
  type SizeChartImportResult,
  type SizeChartInput,
  sizeChartInput,
} from '@seamline/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.js';
import { listVendorSizeCharts, setVendorSizeChart } from './size-charts.js';

type Cells = Partial<Record<ChartCsvColumn, string>>;
interface Row {
  line: number;
  cells: Cells;
}
/** One category × subcategory of the file: its rows, as the chart's body. */
interface Pair {
  rows: Row[];
  body: { categoryName: string; subCategoryName: string; rows: Array<{ size: string; measurements: Record<string, unknown> }> };
}

const problem = (line: number, field: string, message: string): CsvProblem => ({ line, field, message });
const columnOf = Object.fromEntries(Object.entries(CHART_CSV_MEASUREMENTS).map(([column, m]) => [m, column])) as Record<string, string>;

/** The file's rows under a header of known columns; blank lines skipped. */
function readRows(text: string): { rows: Row[]; problems: CsvProblem[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    return { rows: [], problems: [problem(1, 'file', CSV_TEXTS.unreadable(err.message.replace(/^[^:]*: /, '')))] };
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { rows: [], problems: [problem(1, 'file', CSV_TEXTS.fileEmpty)] };
  if (data.length > CSV_LIMITS.rowsMax) return { rows: [], problems: [problem(1, 'file', CSV_TEXTS.tooManyRows(data.length))] };
  const columns = header.map((c) => c.toLowerCase());
  const problems = [
    ...columns.flatMap((c, i) =>
      !(CHART_CSV_COLUMNS as readonly string[]).includes(c)
        ? [problem(1, c, CSV_TEXTS.columnUnknown(c, CHART_CSV_COLUMNS))]
        : columns.indexOf(c) !== i
          ? [problem(1, c, CSV_TEXTS.columnRepeated(c))]
          : [],
    ),
    ...CHART_CSV_REQUIRED.filter((c) => !columns.includes(c)).map((c) => problem(1, c, CSV_TEXTS.columnMissing(c))),
  ];
  if (problems.length > 0) return { rows: [], problems };
  const rows = data.map((cells, i) => ({ line: i + 2, cells: Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ''])) as Cells }));
  return { rows, problems: [] };
}

/** The rows grouped by pair, each cell read as a range (one that is none goes on as written, for the chart's check to name). */
function pairsOf(rows: readonly Row[]): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const row of rows) {
    const { category = '', subcategory = '', size = '' } = row.cells;
    const key = `${category}\u0000${subcategory}`;
    const pair = pairs.get(key) ?? { rows: [], body: { categoryName: category, subCategoryName: subcategory, rows: [] } };
    const measurements: Record<string, unknown> = {};
    for (const [column, m] of Object.entries(CHART_CSV_MEASUREMENTS)) {
      const cell = row.cells[column as ChartCsvColumn] ?? '';
      if (cell === '') continue;
      measurements[m] = parseRange(cell) ?? cell;
    }
    pair.rows.push(row);
    pair.body.rows.push({ size, measurements });
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/** Each pair checked as `PUT /api/vendors/sizeCharts` checks a chart, its refusals named by line and column. */
function checked(pairs: readonly Pair[]): { charts: SizeChartInput[]; problems: CsvProblem[] } {
  const charts: SizeChartInput[] = [];
  const problems: CsvProblem[] = [];
  for (const pair of pairs) {
    const result = sizeChartInput.safeParse(pair.body);
    if (result.success) charts.push(result.data);
    else
      for (const issue of result.error.issues) {
        const [where, index, what, m] = issue.path;
        const line = where === 'rows' && typeof index === 'number' ? (pair.rows[index]?.line ?? 0) : (pair.rows[0]?.line ?? 0);
        const field =
          where === 'categoryName'
            ? 'category'
            : where === 'subCategoryName'
              ? 'subcategory'
              : what === 'size'
                ? 'size'
                : (columnOf[String(m)] ?? 'size');
        problems.push(problem(line, field, issue.message));
      }
  }
  return { charts, problems };
}

/**
 * `POST /api/vendors/sizeCharts/import`: every chart the file names, set at once, or, with any
 * problem in the file, none (the answer names each bad cell by line and column).
 */
export async function importSizeCharts(
  db: Db,
  vendorId: number,
  text: string,
  now: Date,
): Promise<{ ok: true; result: SizeChartImportResult } | { ok: false; refused: CsvImportRefused }> {
  const read = readRows(text);
  const { charts, problems: refusals } = checked(pairsOf(read.rows));
  const problems = [...read.problems, ...refusals].sort((a, b) => a.line - b.line);
  if (problems.length > 0) {
    const listed = problems.slice(0, CSV_LIMITS.problemsListed);
    return { ok: false, refused: { message: CHART_CSV_TEXTS.refused(problems.length), problemCount: problems.length, problems: listed } };
  }
  const set = await db.transaction(async (tx) => {
    const done = [];
    for (const chart of charts) done.push(await setVendorSizeChart(tx, vendorId, chart, now));
    return done;
  });
  return { ok: true, result: { message: CHART_CSV_TEXTS.imported(set.length), charts: set } };
}

/** `GET /api/vendors/sizeCharts/export.csv`: every chart of the vendor (its own, else the default) as the import reads it. */
export async function exportSizeCharts(db: Db, vendorId: number): Promise<string> {
  const charts = await listVendorSizeCharts(db, vendorId);
  const rows = charts.flatMap((chart) =>
    chart.rows.map((row) =>
      CHART_CSV_COLUMNS.map((column) => {
        if (column === 'category') return chart.categoryName;
        if (column === 'subcategory') return chart.subCategoryName;
        if (column === 'size') return row.size;
        const range = row.measurements[CHART_CSV_MEASUREMENTS[column] as keyof typeof row.measurements];
        return range ? formatRange(range).replace('–', '-') : '';
      }),
    ),
  );
  return `\uFEFF${stringify([[...CHART_CSV_COLUMNS], ...rows])}`;
}
