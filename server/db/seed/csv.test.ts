import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv.ts';

const lineOfError = (text: string) => {
  try {
    parseCsv(text);
  } catch (caught) {
    return caught as CsvSyntaxError;
  }
  throw new Error('no error');
};

describe('parseCsv (csv-parse)', () => {
  it('maps cells to header names and keeps each record line', () => {
    const table = parseCsv('company_name,btc_holdings\n"A, B",10\nC,20\n');
    expect(table.header).toEqual(['company_name', 'btc_holdings']);
    expect(table.records).toEqual([
      { line: 2, values: { company_name: 'A, B', btc_holdings: '10' } },
      { line: 3, values: { company_name: 'C', btc_holdings: '20' } },
    ]);
  });

  it('keeps empty cells, escaped quotes and embedded commas', () => {
    const table = parseCsv('a,b,c,d\n"Strategy, Inc","He said ""hold""",,x\n');
    expect(table.records[0]?.values).toEqual({ a: 'Strategy, Inc', b: 'He said "hold"', c: '', d: 'x' });
  });

  it('keeps line breaks inside quotes and counts physical lines', () => {
    const table = parseCsv('name,note\nfirst,"line one\nline two\nline three"\nsecond,plain\n"third",""\n');
    expect(table.records.map((record) => record.line)).toEqual([2, 5, 6]);
    expect(table.records[0]?.values.note).toBe('line one\nline two\nline three');
    expect(table.records[2]?.values).toEqual({ name: 'third', note: '' });
  });

  it('accepts CRLF line endings (normalised to \\n), a byte order mark and a missing final newline', () => {
    const table = parseCsv('\uFEFFa,b\r\n"x\r\ny",2\r\nz,3');
    expect(table.header).toEqual(['a', 'b']);
    expect(table.records).toEqual([
      { line: 2, values: { a: 'x\ny', b: '2' } },
      { line: 4, values: { a: 'z', b: '3' } },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(parseCsv('a\n\n\nb\n\nc').records.map((record) => [record.line, record.values.a])).toEqual([
      [4, 'b'],
      [6, 'c'],
    ]);
  });

  it('rejects an unclosed quote with the line its record starts on', () => {
    const error = lineOfError('a,b\n1,2\n\n3,"never closed\nmore\n');
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error.line).toBe(4);
    expect(error.message).toBe('line 4: quoted field is never closed');
  });

  it('rejects text after a closing quote and a quote inside an unquoted field', () => {
    expect(lineOfError('a\n"x"y\n').message).toBe('line 2: unexpected character after a closing quote');
    expect(lineOfError('a\nx\n\nx"y\n').message).toBe('line 4: quote inside an unquoted field');
  });

  it('rejects a record with the wrong number of fields, naming its line', () => {
    const error = lineOfError('a,b\n1,2\n"multi\nline",2\n3,4,5\n');
    expect(error.line).toBe(5);
    expect(error.message).toBe('line 5: expected 2 fields, found 3');
  });

  it('returns no records for an empty file', () => {
    expect(parseCsv('')).toEqual({ header: [], records: [] });
    expect(parseCsv('a,b\n')).toEqual({ header: ['a', 'b'], records: [] });
  });
});
