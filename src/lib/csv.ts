// CSV downloads in the browser. The text itself (RFC 4180 quoting, CRLF, neutralised
// formula cells) comes from domain/csv.ts, which the server's admin exports share.

export { csvField, neutraliseCsvCell, toCsv, type CsvCell } from '@domain/csv';

/** Starts a client-side download of `csv` as `filename` (UTF-8 with a byte-order mark for spreadsheets). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
