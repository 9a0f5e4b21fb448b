import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_START, csvField, neutraliseCsvCell, toCsv } from './csv.ts';

describe('CSV formula neutralisation (shared by browser downloads and admin exports)', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1+1', `'+1+1`],
    ['-2', `'-2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Plain text', 'Plain text'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(neutraliseCsvCell(input)).toBe(expected);
  });

  it('keeps numbers as numbers, negative ones included', () => {
    expect(csvField(-2)).toBe('-2');
    expect(csvField(Number.NaN)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['=x', 'y,z'],
      ]),
    ).toBe(`a,b\r\n'=x,"y,z"\r\n`);
  });

  it('never writes a text field that a spreadsheet would start as a formula', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const field = csvField(value);
        const unquoted = field.startsWith('"') ? field.slice(1) : field;
        expect(CSV_FORMULA_START.test(unquoted)).toBe(false);
      }),
    );
  });
});
