// CSV text for downloads and exports, shared by the browser (table downloads) and the
// server (admin lead exports): RFC 4180 quoting, CRLF line ends, and neutralised formula
// cells — a text cell starting with = + - @, a tab or a carriage return gets a leading
// single quote so a spreadsheet shows it as text instead of running it (OWASP "CSV injection").

export type CsvCell = string | number | null | undefined;

/** The characters that make a spreadsheet read a cell as a formula (or hide one). */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a text cell that a spreadsheet would read as a formula with a single quote. */
export function neutraliseCsvCell(value: string): string {
  return CSV_FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One field: numbers as plain digits (a finite number is never a formula, so a negative
 * stays a number), empty for null, NaN or Infinity; text neutralised, then quoted when it
 * holds a comma, a quote or a line break.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseCsvCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first is the header) to CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
