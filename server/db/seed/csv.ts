// A small RFC 4180 CSV parser: quoted fields, "" escapes, commas and line breaks inside
// quotes. Each record keeps the 1-based physical line it starts on, for error messages.

export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

export interface CsvRow {
  /** Physical line (1-based) the record starts on. */
  line: number;
  cells: string[];
}

export interface CsvRecord {
  line: number;
  /** Cell values by header name. */
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

const QUOTE = '"';
const COMMA = ',';
const BYTE_ORDER_MARK = '\uFEFF';

/** Splits text into rows of cells. Blank lines between records are skipped. */
export function parseCsvRows(text: string): CsvRow[] {
  const input = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let line = 1;
  let index = 0;

  while (index < input.length) {
    const rowLine = line;
    const cells: string[] = [];
    let endOfRow = false;

    while (!endOfRow) {
      let cell = '';
      if (input[index] === QUOTE) {
        const quoteLine = line;
        index += 1;
        for (;;) {
          if (index >= input.length) throw new CsvSyntaxError('quoted field is never closed', quoteLine);
          const char = input[index]!;
          if (char === QUOTE) {
            if (input[index + 1] === QUOTE) {
              cell += QUOTE;
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          if (char === '\n') line += 1;
          cell += char;
          index += 1;
        }
        const next = input[index];
        if (next !== undefined && next !== COMMA && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError('unexpected character after a closing quote', line);
        }
      } else {
        while (index < input.length) {
          const char = input[index]!;
          if (char === COMMA || char === '\n' || char === '\r') break;
          if (char === QUOTE) throw new CsvSyntaxError('quote inside an unquoted field', line);
          cell += char;
          index += 1;
        }
      }
      cells.push(cell);

      const separator = input[index];
      if (separator === COMMA) {
        index += 1;
      } else {
        // End of line (\n or \r\n) or end of input.
        if (separator === '\r') index += 1;
        if (input[index] === '\n') index += 1;
        if (separator !== undefined) line += 1;
        endOfRow = true;
      }
    }

    const isBlank = cells.length === 1 && cells[0] === '';
    if (!isBlank) rows.push({ line: rowLine, cells });
  }
  return rows;
}

/** Parses a CSV with a header row; every record must have as many cells as the header. */
export function parseCsv(text: string): CsvTable {
  const [headerRow, ...dataRows] = parseCsvRows(text);
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
