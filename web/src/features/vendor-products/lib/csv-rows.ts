/** Characters that alone leave a line blank: separators, quotes, spaces and a byte-order mark. */
const EMPTY = new Set([',', '"', ' ', '\t', '\uFEFF']);

/**
 * How many rows a CSV file holds under its header, as the import counts them: a line break inside
 * a quoted field (a description over two lines) starts no row, and a line of empty fields is none.
 */
export function csvRowCount(text: string): number {
  let rows = 0;
  let quoted = false;
  let filled = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    if (!quoted && (c === '\n' || c === '\r')) {
      if (filled) rows++;
      filled = false;
    } else if (!EMPTY.has(c)) {
      filled = true;
    }
  }
  if (filled) rows++;
  return Math.max(0, rows - 1);
}
