import { CSV_COLUMNS, CSV_LIMITS, CSV_REQUIRED_COLUMNS, CSV_TEXTS, type CsvColumn, type CsvProblem } from '@seamline/contract';
import { CsvError, parse } from 'csv-parse/sync';

/** A data row of the file: the line it starts on (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
}

/** The rows it could read, and what was wrong; a file-wide problem (the header, the size) comes with no rows. */
export interface ReadCsv {
  rows: CsvRow[];
  problems: CsvProblem[];
}

const KNOWN = new Set<string>(CSV_COLUMNS);
const refused = (line: number, field: string, message: string): ReadCsv => ({ rows: [], problems: [{ line, field, message }] });

/** Takes off the apostrophe the export puts before text a spreadsheet would run as a formula. */
const untick = (s: string): string => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/**
 * Reads the file's header and rows. A header it cannot use or more rows than one import takes
 * refuse the whole file; a row with too many or too few fields is named; blank lines are skipped.
 */
export function readCsv(text: string): ReadCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (the typings know only the plain shape).
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof records;
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = Number((err as CsvError & { lines?: number }).lines) || 1;
    return refused(line, 'file', CSV_TEXTS.unreadable(err.message.replace(/^[^:]*: /, '')));
  }
  // A record starts on the line after the one where the previous record ended.
  const withLines = records.map((r, i) => ({ cells: r.record, line: i === 0 ? 1 : (records[i - 1]?.info.lines ?? 0) + 1 }));
  const filled = withLines.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...data] = filled;
  if (!header) return refused(1, 'file', CSV_TEXTS.fileEmpty);

  const columns = header.cells.map((c) => c.trim().toLowerCase());
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!KNOWN.has(column)) problems.push({ line: header.line, field: column, message: CSV_TEXTS.columnUnknown(column, CSV_COLUMNS) });
    else if (seen.has(column)) problems.push({ line: header.line, field: column, message: CSV_TEXTS.columnRepeated(column) });
    seen.add(column);
  }
  for (const column of CSV_REQUIRED_COLUMNS) {
    if (!seen.has(column)) problems.push({ line: header.line, field: column, message: CSV_TEXTS.columnMissing(column) });
  }
  if (problems.length > 0) return { rows: [], problems };
  if (data.length === 0) return refused(header.line, 'file', CSV_TEXTS.fileEmpty);
  if (data.length > CSV_LIMITS.rowsMax) return refused(header.line, 'file', CSV_TEXTS.tooManyRows(data.length));

  const rows: CsvRow[] = [];
  for (const { line, cells } of data) {
    if (cells.length !== columns.length) {
      problems.push({ line, field: 'row', message: CSV_TEXTS.fieldCount(cells.length, columns.length) });
      continue;
    }
    const row: CsvRow = { line, cells: {} };
    columns.forEach((column, i) => {
      row.cells[column as CsvColumn] = untick(cells[i] ?? '');
    });
    rows.push(row);
  }
  return { rows, problems };
}
