import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, parseCsvRows } from './csv.ts';

describe('parseCsvRows', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(parseCsvRows('a,b,,d\n1,,3,\n')).toEqual([
      { line: 1, cells: ['a', 'b', '', 'd'] },
      { line: 2, cells: ['1', '', '3', ''] },
    ]);
  });

  it('reads quoted fields with escaped quotes and embedded commas', () => {
    const [row] = parseCsvRows('"Strategy, Inc","He said ""hold""",x');
    expect(row?.cells).toEqual(['Strategy, Inc', 'He said "hold"', 'x']);
  });

  it('keeps line breaks inside quotes and counts physical lines', () => {
    const text = 'name,note\nfirst,"line one\nline two\nline three"\nsecond,plain\n"third",""\n';
    const rows = parseCsvRows(text);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 5, 6]);
    expect(rows[1]?.cells[1]).toBe('line one\nline two\nline three');
    expect(rows[3]?.cells).toEqual(['third', '']);
  });

  it('accepts CRLF line endings, a byte order mark and a missing final newline', () => {
    const rows = parseCsvRows('\uFEFFa,b\r\n"x\r\ny",2\r\nz,3');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\r\ny', '2'] },
      { line: 4, cells: ['z', '3'] },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(parseCsvRows('a\n\n\nb\n').map((row) => [row.line, row.cells[0]])).toEqual([
      [1, 'a'],
      [4, 'b'],
    ]);
  });

  it('rejects an unclosed quote with the line it opened on', () => {
    expect(() => parseCsvRows('a,b\n1,"never closed\nmore\n')).toThrow(/line 2: quoted field is never closed/);
  });

  it('rejects text after a closing quote and a quote inside an unquoted field', () => {
    expect(() => parseCsvRows('a\n"x"y\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsvRows('a\nx"y\n')).toThrow(/line 2: quote inside an unquoted field/);
  });
});

describe('parseCsv', () => {
  it('maps cells to header names and keeps each record line', () => {
    const table = parseCsv('company_name,btc_holdings\n"A, B",10\nC,20\n');
    expect(table.header).toEqual(['company_name', 'btc_holdings']);
    expect(table.records).toEqual([
      { line: 2, values: { company_name: 'A, B', btc_holdings: '10' } },
      { line: 3, values: { company_name: 'C', btc_holdings: '20' } },
    ]);
  });

  it('rejects a record with the wrong number of fields, naming its line', () => {
    const error = (() => {
      try {
        parseCsv('a,b\n1,2\n"multi\nline",2\n3,4,5\n');
      } catch (caught) {
        return caught as CsvSyntaxError;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error?.line).toBe(5);
    expect(error?.message).toBe('line 5: expected 2 fields, found 3');
  });

  it('returns no records for an empty file', () => {
    expect(parseCsv('')).toEqual({ header: [], records: [] });
  });
});
