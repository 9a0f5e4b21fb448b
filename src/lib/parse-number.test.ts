import { describe, expect, it } from 'vitest';
import { numberToInput, parseNumberInput } from './parse-number';

describe('parseNumberInput', () => {
  it.each([
    ['846842', 846_842],
    ['846,842', 846_842],
    [' 1 234.5 ', 1234.5],
    ['$42.35B', 42_350_000_000],
    ['42.35bn', 42_350_000_000],
    ['2k', 2000],
    ['1.5m', 1_500_000],
    ['3T', 3e12],
    ['−12', -12],
    ['-0.5', -0.5],
    ['.25', 0.25],
    ['1e6', 1e6],
    ['0', 0],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseNumberInput(raw)).toBe(expected);
  });

  it('treats empty input as not entered', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('   ')).toBeNull();
  });

  it.each([
    ['1,234,567.5', 1_234_567.5],
    ['-$1,234', -1234],
    ['12,345k', 12_345_000],
  ])('reads thousands commas in %j', (raw, expected) => {
    expect(parseNumberInput(raw)).toBe(expected);
  });

  it.each(['1,5', '0,25', '1,23', '1,2345', '12,34,567', ',5', '1.234,5'])(
    'gives NaN for a comma that does not group thousands: %j',
    (raw) => {
      expect(parseNumberInput(raw)).toBeNaN();
    },
  );

  it.each(['abc', '12abc', '1.2.3', '--1', '$', 'e5', '5%'])('gives NaN for %j', (raw) => {
    expect(parseNumberInput(raw)).toBeNaN();
  });

  it('accepts a trailing percent sign only when asked', () => {
    expect(parseNumberInput('0.5%', { percent: true })).toBe(0.5);
    expect(parseNumberInput('0.5%')).toBeNaN();
  });

  it('lets overflow through as Infinity so the field can flag it', () => {
    expect(parseNumberInput('1e400')).toBe(Infinity);
  });
});

describe('numberToInput', () => {
  it('writes plain decimals and nothing for missing or non-finite values', () => {
    expect(numberToInput(73097.55)).toBe('73097.55');
    expect(numberToInput(null)).toBe('');
    expect(numberToInput(undefined)).toBe('');
    expect(numberToInput(Number.NaN)).toBe('');
  });
});
