// CSV with a header row, read by csv-parse (RFC 4180: quoted fields, "" escapes, commas and
// line breaks inside quotes, a byte order mark). Each record keeps the 1-based line it
// starts on, so the seed loader and the admin import can name the line of a bad row.
import { CsvError, parse } from 'csv-parse/sync';

export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

export interface CsvRecord {
  /** Physical line (1-based) the record starts on. */
  line: number;
  /** Cell values by header name. */
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

/** What csv-parse's error codes mean, in the words the seed and import messages use. */
const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'quoted field is never closed',
  INVALID_OPENING_QUOTE: 'quote inside an unquoted field',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected character after a closing quote',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'wrong number of fields',
};

interface ParsedRecord {
  record: string[];
  /** The line the record ends on. */
  lines: number;
}

const PARSE_OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true } as const;

/** The records (up to the `to`th) with the line each ends on, as csv-parse's on_record sees it. */
function parseRecords(text: string, to?: number): ParsedRecord[] {
  const records: ParsedRecord[] = [];
  parse(text, {
    ...PARSE_OPTIONS,
    ...(to === undefined ? {} : { to }),
    on_record: (record: string[], context) => {
      records.push({ record, lines: context.lines });
      return record;
    },
  });
  return records;
}

const countLineBreaks = (cells: readonly string[]) =>
  cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);

/** The line the first unreadable record starts on: the first non-blank line after the last good record. */
function failingRecordLine(text: string, completedRecords: number): number {
  let lastGoodLine = 0;
  if (completedRecords > 0) {
    lastGoodLine = parseRecords(text, completedRecords).at(-1)?.lines ?? 0;
  }
  const lines = text.split('\n');
  for (let index = lastGoodLine; index < lines.length; index += 1) {
    if (lines[index]!.trim() !== '') return index + 1;
  }
  return lastGoodLine + 1;
}

/**
 * Parses a CSV with a header row; every record must have as many cells as the header.
 * Line endings are normalised to \n first (also inside quoted cells), so lines count the
 * same for CRLF and LF files. Blank lines are skipped but counted.
 */
export function parseCsv(text: string): CsvTable {
  const normalised = text.replace(/\r\n?/g, '\n');
  let parsed: ParsedRecord[];
  try {
    parsed = parseRecords(normalised);
  } catch (error) {
    if (error instanceof CsvError) {
      const completed = Number((error as CsvError & { records?: number }).records ?? 0);
      throw new CsvSyntaxError(CSV_ERRORS[error.code] ?? error.message, failingRecordLine(normalised, completed));
    }
    throw error;
  }
  // A quoted cell's line breaks move the record's start up from the line it ends on.
  const rows = parsed.map(({ record, lines }) => ({ line: lines - countLineBreaks(record), cells: record }));
  const [headerRow, ...dataRows] = rows;
  if (!headerRow) return { header: [], records: [] };
  const header = headerRow.cells.map((name) => name.trim());
  const records = dataRows.map((row) => {
    if (row.cells.length !== header.length) {
      throw new CsvSyntaxError(`expected ${header.length} fields, found ${row.cells.length}`, row.line);
    }
    const values: Record<string, string> = {};
    header.forEach((name, position) => {
      values[name] = row.cells[position]!;
    });
    return { line: row.line, values };
  });
  return { header, records };
}
