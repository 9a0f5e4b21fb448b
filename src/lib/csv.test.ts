import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCsvCell, toCsv } from './csv';

/** A minimal RFC 4180 reader, to check that what toCsv writes reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('neutraliseCsvCell', () => {
  it.each(['=SUM(A1:A2)', '+1+2', '-2+3', '@cmd', '\tTab', '\rReturn', '=HYPERLINK("http://x","y")'])(
    'prefixes %j with a single quote',
    (value) => {
      expect(neutraliseCsvCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Strategy Inc', 'MSTR', '', ' =not at start', "'already quoted", '1,234'])('leaves %j alone', (value) => {
    expect(neutraliseCsvCell(value)).toBe(value);
  });

  it('never lets a text cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(neutraliseCsvCell(value)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('csvField', () => {
  it('writes numbers as digits, keeping negative numbers numeric', () => {
    expect(csvField(846842)).toBe('846842');
    expect(csvField(-2.5)).toBe('-2.5');
  });

  it('leaves null, undefined, NaN and Infinity empty', () => {
    expect([null, undefined, Number.NaN, Infinity].map(csvField)).toEqual(['', '', '', '']);
  });

  it('quotes commas, quotes and line breaks, after neutralising', () => {
    expect(csvField('Strategy, Inc')).toBe('"Strategy, Inc"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv([
        ['Company', 'BTC'],
        ['Alpha', 10],
      ]),
    ).toBe('Company,BTC\r\nAlpha,10\r\n');
  });

  it('reads back to the neutralised cells for any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]!.length;
          const table = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
          expect(parseCsv(toCsv(table))).toEqual(table.map((row) => row.map(neutraliseCsvCell)));
        },
      ),
    );
  });
});
