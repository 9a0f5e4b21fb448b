// Reads an uploaded import file: CSV (one of the layouts of file-kinds.ts, with csv-parse)
// or JSON (an array of rows with the API's field names, or { "rows": [...] }), into row
// drafts numbered as a person finds them — the CSV line a record starts on, or the JSON
// array position from 1. Problems with the file as a whole answer 422 naming the file;
// problems with a row are left for the planner to report per row.
import { AppError } from '../../../domain/errors.ts';
import {
  CONSTITUENT_FIELDS,
  type ConstituentField,
  type ImportFormat,
  type ImportKind,
} from '../../../domain/schemas/admin.ts';
import { MAX_IMPORT_ROWS } from '../../../domain/schemas/market.ts';
import { CsvSyntaxError, parseCsv } from '../../db/seed/csv.ts';
import { detectCsvKind, describeCsvKinds, type CsvKind, type RowDraft } from './file-kinds.ts';

export interface NumberedDraft {
  row: number;
  draft: RowDraft;
  /** A problem with the row as a whole (not one field), e.g. a JSON row that is not an object. */
  problem?: { column: string | null; message: string };
}

export interface ParsedFile {
  format: ImportFormat;
  kind: ImportKind;
  /** The CSV layout; null for JSON. */
  csvKind: CsvKind | null;
  rowCount: number;
  drafts: NumberedDraft[];
}

function fileError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: `The file cannot be imported: ${message}`,
    details: { issues: [{ path: 'file', message }] },
  });
}

/** csv or json, from the file name, then the content type, then the first character. */
export function detectFormat(text: string, fileName: string | null, contentType: string | null): ImportFormat {
  const extension = fileName?.toLowerCase().match(/\.(csv|json)$/)?.[1];
  if (extension === 'csv' || extension === 'json') return extension;
  if (contentType?.includes('json')) return 'json';
  if (contentType?.includes('csv')) return 'csv';
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

function checkRowCount(count: number) {
  if (count === 0) throw fileError('it has no data rows.');
  if (count > MAX_IMPORT_ROWS) {
    throw fileError(
      `it has ${count.toLocaleString('en-US')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} at once.`,
    );
  }
}

function parseCsvFile(text: string): ParsedFile {
  let table;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw fileError(error.message);
    throw error;
  }
  if (table.header.length === 0) throw fileError('it is empty.');
  const csvKind = detectCsvKind(table.header);
  if (!csvKind) {
    throw fileError(
      `its columns (${table.header.slice(0, 12).join(', ')}) match no known layout. Known layouts and the columns they need: ${describeCsvKinds()}.`,
    );
  }
  checkRowCount(table.records.length);
  return {
    format: 'csv',
    kind: csvKind.kind,
    csvKind,
    rowCount: table.records.length,
    drafts: table.records.map((record) => ({ row: record.line, draft: csvKind.toDraft(record.values) })),
  };
}

/** Read-only fields of the API's row answers: ignored, so an export reads back in. */
const READ_ONLY_KEYS = new Set([
  'id',
  'btcValueUSD',
  'totalAssets',
  'btcPercentOfAssets',
  'indexWeight',
  'lastUpdated',
  'asOfDate',
  'stale',
]);
const FIELDS: ReadonlySet<string> = new Set(CONSTITUENT_FIELDS);

function jsonDraft(value: unknown): Omit<NumberedDraft, 'row'> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { draft: { fields: {}, columnOf: {} }, problem: { column: null, message: 'Each row must be an object.' } };
  }
  const fields: RowDraft['fields'] = {};
  const columnOf: RowDraft['columnOf'] = {};
  const unknown: string[] = [];
  for (const [key, cell] of Object.entries(value)) {
    if (READ_ONLY_KEYS.has(key)) continue;
    if (!FIELDS.has(key)) {
      unknown.push(key);
      continue;
    }
    // Values are checked by the field schemas; a wrong type is reported there.
    fields[key as ConstituentField] = cell;
    columnOf[key as ConstituentField] = key;
  }
  const draft: RowDraft = { fields, columnOf, requires: ['companyName', 'btcHoldings', 'asOf'] };
  if (unknown.length > 0) {
    return {
      draft,
      problem: {
        column: unknown[0]!,
        message: `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 5).join(', ')} (known: ${CONSTITUENT_FIELDS.join(', ')}).`,
      },
    };
  }
  return { draft };
}

function parseJsonFile(text: string): ParsedFile {
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw fileError(`it is not valid JSON (${(error as Error).message}).`);
  }
  const rows = Array.isArray(body)
    ? body
    : body !== null && typeof body === 'object' && Array.isArray((body as { rows?: unknown }).rows)
      ? (body as { rows: unknown[] }).rows
      : null;
  if (!rows) throw fileError('JSON imports are an array of rows, or an object { "rows": [ … ] }.');
  checkRowCount(rows.length);
  return {
    format: 'json',
    kind: 'rows',
    csvKind: null,
    rowCount: rows.length,
    drafts: rows.map((row, index) => ({ row: index + 1, ...jsonDraft(row) })),
  };
}

export function parseImportFile(text: string, format: ImportFormat): ParsedFile {
  return format === 'json' ? parseJsonFile(text) : parseCsvFile(text);
}
